import Link from "next/link";
import { compensationStatement, site } from "@/lib/config/site";
import { cn } from "@/lib/utils";
import { BrandLink } from "./logo";

/**
 * `floatingClearance`: pages with a fixed button or bar at the bottom (the campaign pages) end with
 * room for it, so the disclaimer lines can be scrolled clear of it and stay readable. Its links are
 * not prefetched: on a short page (/utm) the footer is on screen at load, and fetching the home
 * page's payload and code then was one of the long tasks Lighthouse counted (issue 14 item 8).
 * It is on every public page, in the HTML and again in the RSC payload: the links' shared classes
 * are written once on the nav and each line is one string (no text fragments), to keep it small.
 */
export function SiteFooter({ floatingClearance = false }: { floatingClearance?: boolean } = {}) {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-line bg-white">
      <div className={cn("mx-auto max-w-6xl px-4 py-10 sm:px-6", floatingClearance && "pb-28 md:pb-24")}>
        <div className="flex flex-col gap-8 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <BrandLink name={site.name} markClassName="h-7 w-7" prefetch={false} />
            <p className="mt-2 text-sm text-muted">{`${site.tagline}. Research purchases and think through decisions, with wisdom from Scripture.`}</p>
          </div>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-2 text-sm *:text-muted *:hover:text-ink">
            <Link href="/contact" prefetch={false}>Contact</Link>
            <Link href="/privacy-policy" prefetch={false}>Privacy Policy</Link>
            <Link href="/terms-of-service" prefetch={false}>Terms of Service</Link>
            {site.social.map((s, i) => (
              <a key={i} href={s.href} target="_blank" rel="noopener noreferrer">
                {s.label}
              </a>
            ))}
          </nav>
        </div>
        <p className="mt-8 border-t border-line pt-6 text-xs leading-5 text-muted">{compensationStatement}</p>
        <p className="mt-2 text-xs text-muted">{`© ${year} ${site.name}. Answers come from an AI and are not professional, medical or financial advice.`}</p>
      </div>
    </footer>
  );
}
