"use client";

// A client component although nothing in it changes: its tree then travels in the page's JavaScript
// (fetched after the first paint), not a second time in the HTML's inline RSC payload. With this
// section and the reviews the home page's HTML is ~2 KB smaller gzipped, under the ~14.6 KB a
// connection's first round trip carries; over it, the first paint waited one more round trip
// (Lighthouse: ~150 ms of LCP, issue 14 item 8, eighth round). The server-rendered HTML is the same.
import { LandingIcon } from "./landing-icon";
import type { LandingIconName } from "./landing-icons";
import { LandingSection } from "./section-heading";

const features: { icon: LandingIconName; title: string; text: string }[] = [
  { icon: "shopping-bag", title: "Product research", text: "Concrete recommendations with the specs that matter, honest pros and cons, and who each option is best for." },
  { icon: "heart-pulse", title: "Life and health decisions", text: "Talk through a move, a career change or a wellness plan. Health answers always remind you it is not medical advice." },
  { icon: "book-open-text", title: "Scripture woven in", text: "Relevant verses quoted word for word from the World English Bible, and every reference is checked." },
  { icon: "eye-off", title: "Private conversations", text: "Your history stays yours. Hide sensitive conversations behind a secret phrase only you know." },
  { icon: "mic", title: "Speak instead of type", text: "Tap the microphone and ask out loud. Handy when you are standing in a store aisle." },
  { icon: "smartphone", title: "On your home screen", text: "Install it on your phone like an app, with no app store and nothing to update." },
];

const featureGrid = [
  "mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3 *:flex *:gap-4",
  "[&_span]:inline-flex [&_span]:h-10 [&_span]:w-10 [&_span]:flex-none [&_span]:items-center [&_span]:justify-center [&_span]:rounded-lg",
  "[&_span]:bg-brand-50 [&_span]:text-brand-700 [&_span]:ring-1 [&_span]:ring-brand-100",
  "[&_h3]:font-semibold [&_h3]:text-ink [&_p]:mt-1.5 [&_p]:text-[15px] [&_p]:leading-7 [&_p]:text-muted",
].join(" ");

export function FeaturesSection() {
  return (
    <LandingSection anchor="features" headingId="features-title" eyebrow="Features" title="Everything you need to decide well" intro="One conversation for the whole decision: research, reflection and a next step.">
      {/* Each feature's classes are written once here, not six times (each byte is in the HTML and again in the payload). */}
      <div className={featureGrid}>
        {features.map(({ icon, title, text }) => (
          <div key={title}>
            <span>
              <LandingIcon name={icon} className="h-5 w-5" />
            </span>
            <div>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
