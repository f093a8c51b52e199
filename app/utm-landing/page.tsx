import type { Metadata } from "next";
import { landingTopic } from "@/lib/campaign/topic";
import { landingPageModel } from "@/lib/campaign/landing-page";
import { issuePageGrant } from "@/lib/campaign/page-grant";
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


export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = landingPageModel(landingTopic(await searchParams));
  return {
    title: page.title,
    description: page.description,
    robots: { index: false, follow: true },
    alternates: { canonical: page.canonical },
  };
}

// The search/campaign landing page: a buying guide for the visitor's topic beside a chat seeded with it.
export default async function UtmLandingPage({ searchParams }: Props) {
  const topic = landingTopic(await searchParams);
  const page = landingPageModel(topic);
  // Defaults only: ad parameters on the address win, read in the browser (lib/campaign/tracking.ts).
  const tracking = { source: "utm_landing", medium: "direct", campaign: topic ? "hybrid_page" : "generic_landing" };
  const picks = page.chatQuestion && !page.neutral ? guidePicks(page.guide?.catalogCategory ?? null, page.chatQuestion, { amazonTag: site.amazonTag }) : [];
  const content = (
    <>
      <CampaignHeader />
      <main className="bg-canvas pb-24 md:pb-0">
        <article className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 xl:col-start-1 xl:row-start-1">
            {!page.neutral && <p className="text-sm font-medium uppercase tracking-wide text-brand-700">Buying guide</p>}
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{page.heading}</h1>
            <p className="mt-3 text-lg leading-8 text-muted">{page.description}</p>
          </div>
          <aside id="chat" aria-label="Chat" className="scroll-mt-24 xl:col-start-2 xl:row-span-2 xl:row-start-1">
            <LandingChat topic={page.chatQuestion} grant={issuePageGrant("utm-landing")} tracking={tracking} />
          </aside>
          {!page.neutral && (
            <div className="min-w-0 xl:col-start-1 xl:row-start-2">
              <GuidePicks picks={picks} compensation={compensationStatement} />
              {page.articleTitle && <h2 className="mt-8 text-2xl font-semibold tracking-tight text-ink">{page.articleTitle}</h2>}
              <GuideBody html={page.content} />
              <FixedSections />
            </div>
          )}
        </article>
      </main>
      <SiteFooter floatingClearance />
    </>
  );
  // No topic: the spec's 'Loading...' on the gradient until access is granted, then the generic page.
  return topic ? content : <GenericLanding grant={issuePageGrant("utm-landing")} tracking={tracking}>{content}</GenericLanding>;
}
