import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { utmPageModel } from "@/lib/campaign/landing-page";
import { utmQuestion } from "@/lib/campaign/page-cache-key";
import { issuePageGrant } from "@/lib/campaign/page-grant";
import { site } from "@/lib/config/site";
import { LogoMark } from "@/components/layout/logo";
import { SiteFooter } from "@/components/layout/site-footer";
import { UtmExperience } from "@/components/campaign/utm-experience";

type Search = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Search> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const q = utmQuestion(first((await searchParams).q));
  if (!q) return { robots: { index: false } };
  const page = utmPageModel(q, site.name);
  return {
    title: page.title,
    description: page.description,
    robots: { index: false, follow: true },
    alternates: { canonical: page.canonical },
  };
}

// Ad parameters on the address win over these (read in the browser, lib/campaign/tracking.ts).
const UTM_TRACKING = { source: "utm_page", medium: "instant_chat", campaign: "helpful-hand" };

// The ads landing page: the visitor's question answered at once, no account needed.
export default async function UtmPage({ searchParams }: Props) {
  const q = utmQuestion(first((await searchParams).q));
  if (!q) redirect("/?utm_source=utm_page&utm_medium=referral");
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 via-canvas to-canvas">
      <header className="border-b border-line/70 bg-white/80 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-4xl items-center px-4">
          <Link href="/" prefetch={false} className="flex items-center gap-2 font-semibold text-ink"><LogoMark className="h-7 w-7" />{site.name}</Link>
          <span className="ml-3 hidden text-sm text-muted sm:inline">{site.tagline}</span>
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:py-10">
        <UtmExperience
          question={q}
          page={utmPageModel(q, site.name)}
          grant={issuePageGrant("utm")}
          tracking={UTM_TRACKING}
        />
      </main>
      <SiteFooter floatingClearance />
    </div>
  );
}
