import Link from "next/link";
import { BrandLink } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { Button } from "@/components/ui/button";
import { site } from "@/lib/config/site";

const NAV = [
  { href: "/#features", label: "Features" },
  { href: "/#reviews", label: "Reviews" },
  { href: "/#faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
];

/**
 * The search landing page's sticky header (also on the guide pages), with a mobile menu. Its links
 * are not prefetched: fetching and reading the home page's payload and code while the page loads
 * were two of the long tasks Lighthouse counted on these pages (issue 14 item 8, round 4), and an
 * ad visitor is here for the chat; a click still navigates within the app. A server component: only
 * the phone menu's code goes to the browser (issue 14 item 8, round 5).
 */
export function CampaignHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink name={site.name} prefetch={false} />
        <nav aria-label="Main" className="hidden items-center gap-6 text-sm md:flex">
          {NAV.map((n) => (
            <Link key={n.href} href={n.href} prefetch={false} className="text-muted hover:text-ink">{n.label}</Link>
          ))}
          <Button asChild variant="outline" size="sm">
            <Link href="/referrals" prefetch={false}>Already signed up? Login to Check Referrals</Link>
          </Button>
        </nav>
        <MobileMenu id="campaign-mobile-menu" links={NAV} cta={{ href: "/referrals", label: "Login to Check Referrals", variant: "outline" }} />
      </div>
    </header>
  );
}
