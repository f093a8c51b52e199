import { BookOpenText, EyeOff, HeartPulse, Mic, ShoppingBag, Smartphone } from "lucide-react";
import { LandingSection } from "./section-heading";

const features = [
  { icon: ShoppingBag, title: "Product research", text: "Concrete recommendations with the specs that matter, honest pros and cons, and who each option is best for." },
  { icon: HeartPulse, title: "Life and health decisions", text: "Talk through a move, a career change or a wellness plan. Health answers always remind you it is not medical advice." },
  { icon: BookOpenText, title: "Scripture woven in", text: "Relevant verses quoted word for word from the World English Bible, and every reference is checked." },
  { icon: EyeOff, title: "Private conversations", text: "Your history stays yours. Hide sensitive conversations behind a secret phrase only you know." },
  { icon: Mic, title: "Speak instead of type", text: "Tap the microphone and ask out loud. Handy when you are standing in a store aisle." },
  { icon: Smartphone, title: "On your home screen", text: "Install it on your phone like an app, with no app store and nothing to update." },
];

export function FeaturesSection() {
  return (
    <LandingSection anchor="features" headingId="features-title" eyebrow="Features" title="Everything you need to decide well" intro="One conversation for the whole decision: research, reflection and a next step.">
      <div className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <div key={title} className="flex gap-4">
            <span className="inline-flex h-10 w-10 flex-none items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold text-ink">{title}</h3>
              <p className="mt-1.5 text-[15px] leading-7 text-muted">{text}</p>
            </div>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
