import { LandingIcon } from "./landing-icon";
import type { LandingIconName } from "./landing-icons";
import { LandingSection } from "./section-heading";

const reasons: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: "compass",
    title: "Clarity instead of clutter",
    text: "Skip the forty open tabs. Tell it what you need and it narrows the field to a few options that actually fit, and says why.",
  },
  {
    icon: "scale",
    title: "Wisdom that outlasts the trend",
    text: "Purchases and life choices are weighed against your values, with relevant passages from Scripture to think with, not to preach at you.",
  },
  {
    icon: "heart-handshake",
    title: "Honest by design",
    text: "It tells you it is an AI, asks when your need is unclear, names the trade-offs, and marks links that may earn us a commission.",
  },
];

const reasonGrid = [
  "mt-12 grid gap-6 md:grid-cols-3 *:rounded-2xl *:border *:border-line *:bg-canvas *:p-6",
  "[&_span]:inline-flex [&_span]:h-11 [&_span]:w-11 [&_span]:items-center [&_span]:justify-center [&_span]:rounded-xl [&_span]:bg-brand-600 [&_span]:text-white [&_span]:shadow-sm",
  "[&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_p]:mt-2 [&_p]:text-[15px] [&_p]:leading-7 [&_p]:text-muted",
].join(" ");

export function WhySection() {
  return (
    <LandingSection headingId="why-title" eyebrow="A calmer way to decide" title="Why People Love it" intro="Most tools either sell to you or lecture you. This one thinks with you." className="bg-white">
      {/* Each card's classes are written once here (each byte is in the HTML and again in the payload). */}
      <div className={reasonGrid}>
        {reasons.map(({ icon, title, text }) => (
          <div key={title}>
            <span>
              <LandingIcon name={icon} className="h-5 w-5" />
            </span>
            <h3>{title}</h3>
            <p>{text}</p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
