import Link from "next/link";
import { site } from "@/lib/config/site";
import { BrandLink } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";

export const landingNav = [
  { href: "#features", label: "Features" },
  { href: "#reviews", label: "Reviews" },
  { href: "#faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
];
export const LOGIN_FOR_REFERRALS = "/auth?redirect=referrals&message=login-required";

/** The landing page's sticky header; only the phone menu toggle is a client island. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink name={site.name} className="text-base tracking-tight" />
        <nav aria-label="Main" className="hidden items-center gap-7 text-sm font-medium text-muted md:flex">
          {landingNav.map((l) => (
            <a key={l.href} href={l.href} className="transition-colors hover:text-ink">
              {l.label}
            </a>
          ))}
        </nav>
        <Link
          href={LOGIN_FOR_REFERRALS}
          className="hidden h-9 items-center rounded-lg border border-brand-600 px-3.5 text-sm font-medium text-brand-700 transition-colors hover:bg-brand-50 md:inline-flex"
        >
          Already signed up? Login to Check Referrals
        </Link>
        <MobileMenu id="landing-mobile-menu" links={landingNav} cta={{ href: LOGIN_FOR_REFERRALS, label: "Already signed up? Login to Check Referrals", variant: "outline" }} />
      </div>
    </header>
  );
}
