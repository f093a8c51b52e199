"use client";

// A client component for the page's size, not for any behaviour: see features-section.tsx.
import { LandingIcon } from "./landing-icon";
import { LandingSection } from "./section-heading";

// Illustrative samples until real beta reviews replace them; marked as such on the page.
const samples = [
  { quote: "I was stuck between three car seats for a week. Ten minutes in, I knew which one fit our car and our budget, and why.", name: "Rachel T.", role: "Mom of two" },
  { quote: "I asked whether to take a job across the country. It didn't decide for me; it asked the questions my dad would have asked.", name: "Marcus D.", role: "Software engineer" },
  { quote: "Finally a place to research supplements that doesn't feel like an ad, and reminds me to talk to my doctor.", name: "Linda K.", role: "Retired teacher" },
];

export function ReviewsSection() {
  return (
    <LandingSection anchor="reviews" headingId="reviews-title" eyebrow="Reviews" title="What Early Users Are Saying" className="bg-white">
      <p className="mx-auto mt-4 max-w-xl text-center text-sm text-muted">
        These are sample testimonials that show the kind of help the beta gives. Real reviews from beta members will replace them.
      </p>
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {samples.map((s) => (
          <figure key={s.name} className="relative flex flex-col rounded-2xl border border-line bg-canvas p-6">
            <span className="absolute top-5 right-5 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Sample</span>
            <LandingIcon name="quote" className="h-7 w-7 text-brand-300" />
            <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-ink">“{s.quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3">
              <span aria-hidden className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800">
                {s.name.split(" ").map((p) => p[0]).join("")}
              </span>
              <span>
                <span className="block text-sm font-semibold text-ink">{s.name}</span>
                <span className="block text-sm text-muted">{s.role} · sample testimonial</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
    </LandingSection>
  );
}
