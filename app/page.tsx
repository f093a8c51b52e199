import { LandingHeader } from "@/components/landing/landing-header";
import { Hero } from "@/components/landing/hero";
import { WhySection } from "@/components/landing/why-section";
import { FeaturesSection } from "@/components/landing/features-section";
import { ReviewsSection } from "@/components/landing/reviews-section";
import { FaqSection } from "@/components/landing/faq-section";
import { HelpSection } from "@/components/landing/help-section";
import { SiteFooter } from "@/components/layout/site-footer";

// The beta landing page (also served at /signup). Static HTML; the join card and the phone
// menu are the only client islands.
export default function LandingPage() {
  return (
    <>
      <a href="#join" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow">
        Skip to the signup form
      </a>
      <LandingHeader />
      <main>
        <Hero />
        <WhySection />
        <FeaturesSection />
        <ReviewsSection />
        <FaqSection />
        <HelpSection />
      </main>
      <SiteFooter />
    </>
  );
}
