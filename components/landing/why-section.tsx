import { Compass, HeartHandshake, Scale } from "lucide-react";
import { LandingSection } from "./section-heading";

const reasons = [
  {
    icon: Compass,
    title: "Clarity instead of clutter",
    text: "Skip the forty open tabs. Tell it what you need and it narrows the field to a few options that actually fit, and says why.",
  },
  {
    icon: Scale,
    title: "Wisdom that outlasts the trend",
    text: "Purchases and life choices are weighed against your values, with relevant passages from Scripture to think with, not to preach at you.",
  },
  {
    icon: HeartHandshake,
    title: "Honest by design",
    text: "It tells you it is an AI, asks when your need is unclear, names the trade-offs, and marks links that may earn us a commission.",
  },
];

export function WhySection() {
  return (
    <LandingSection headingId="why-title" eyebrow="A calmer way to decide" title="Why People Love it" intro="Most tools either sell to you or lecture you. This one thinks with you." className="bg-white">
      <div className="mt-12 grid gap-6 md:grid-cols-3">
        {reasons.map(({ icon: Icon, title, text }) => (
          <div key={title} className="rounded-2xl border border-line bg-canvas p-6">
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-ink">{title}</h3>
            <p className="mt-2 text-[15px] leading-7 text-muted">{text}</p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
