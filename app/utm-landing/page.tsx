import type { Metadata } from "next";
import { landingTopic, GENERIC_TOPIC } from "@/lib/campaign/topic";
import { issuePageGrant } from "@/lib/campaign/page-grant";
import { guideForCategory, landingGuide, templatedGuide } from "@/lib/guides";
import { guidePicks } from "@/lib/guides/picks";
import { compensationStatement, site } from "@/lib/config/site";
import { CampaignHeader } from "@/components/campaign/campaign-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { FixedSections, GuideBody } from "@/components/guide/guide-article";
import { GuidePicks } from "@/components/guide/guide-picks";
import { LandingChat } from "@/components/campaign/landing-chat";
import { GenericLanding } from "@/components/campaign/generic-landing";

type Search = Record<string, string | string[] | undefined>;
type Props = { searchParams: Promise<Search> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
const param = (sp: Search, key: string) => first(sp[key]).slice(0, 100);

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const topic = landingTopic(await searchParams);
  const g = topic ? landingGuide(topic) : templatedGuide(GENERIC_TOPIC);
  return {
    title: g.title,
    description: g.description,
    robots: { index: false, follow: true },
    alternates: { canonical: `/guides/${guideForCategory(g.category).slug}` },
  };
}

// The search/campaign landing page: a buying guide for the visitor's topic beside a chat seeded with it.
export default async function UtmLandingPage({ searchParams }: Props) {
  const sp = await searchParams;
  const topic = landingTopic(sp);
  const tracking = { source: param(sp, "utm_source") || "utm_landing", medium: param(sp, "utm_medium") || "direct" };
  if (!topic) {
    return <GenericLanding grant={issuePageGrant("utm-landing")} {...tracking} campaign={param(sp, "utm_campaign") || "generic_landing"} next={`/guides/${guideForCategory("general").slug}`} />;
  }
  const g = landingGuide(topic);
  const picks = guidePicks(g.guide?.catalogCategory ?? null, { amazonTag: site.amazonTag });
  return (
    <>
      <CampaignHeader />
      <main className="bg-canvas pb-24 md:pb-0">
        <article className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 xl:col-start-1 xl:row-start-1">
            <p className="text-sm font-medium uppercase tracking-wide text-brand-700">Buying guide</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{g.heading}</h1>
            <p className="mt-3 text-lg leading-8 text-muted">{g.description}</p>
          </div>
          <aside id="chat" aria-label="Chat" className="scroll-mt-24 xl:col-start-2 xl:row-span-2 xl:row-start-1">
            <LandingChat topic={topic} grant={issuePageGrant("utm-landing")} {...tracking} campaign={param(sp, "utm_campaign") || "hybrid_page"} />
          </aside>
          <div className="min-w-0 xl:col-start-1 xl:row-start-2">
            <GuidePicks picks={picks} compensation={compensationStatement} />
            <GuideBody html={g.content} />
            <FixedSections />
          </div>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}
