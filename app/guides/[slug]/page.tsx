import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { guideBySlug } from "@/lib/guides";
import { guidePicks } from "@/lib/guides/picks";
import { compensationStatement, site } from "@/lib/config/site";
import { CampaignHeader } from "@/components/campaign/campaign-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { FixedSections, GuideBody, GuideFaq } from "@/components/guide/guide-article";
import { GuidePicks } from "@/components/guide/guide-picks";
import { JsonLd } from "@/components/guide/json-ld";
import { LandingChat } from "@/components/campaign/landing-chat";
import { issuePageGrant } from "@/lib/campaign/page-grant";

// Rendered at run time (issue 14): canonical, Open Graph and JSON-LD addresses follow the address
// the server runs with, and the chat panel needs a fresh page grant. A page load is answered from
// the proxy's page cache, one render per slug (lib/campaign/page-cache-key.ts), under script hashes
// and with its chunks loaded after the first paint. Unknown slugs are 404s.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = guideBySlug((await params).slug);
  if (!guide) return {};
  const url = `/guides/${guide.slug}`;
  return {
    title: guide.title,
    description: guide.description,
    alternates: { canonical: url },
    openGraph: { type: "article", title: guide.title, description: guide.description, url, siteName: site.name },
    twitter: { card: "summary_large_image", title: guide.title, description: guide.description },
  };
}

export default async function GuidePage({ params }: Props) {
  const guide = guideBySlug((await params).slug);
  if (!guide) notFound();
  const picks = guidePicks(guide.catalogCategory, guide.question, { amazonTag: site.amazonTag });
  const url = `${site.url}/guides/${guide.slug}`;
  const jsonLd = [
    {
      "@context": "https://schema.org", "@type": "Article", headline: guide.title, description: guide.description,
      dateModified: guide.updated, mainEntityOfPage: url, image: `${url}/opengraph-image`,
      author: { "@type": "Organization", name: site.name }, publisher: { "@type": "Organization", name: site.name },
    },
    {
      "@context": "https://schema.org", "@type": "FAQPage",
      mainEntity: guide.faq.map((f) => ({ "@type": "Question", name: f.q, acceptedAnswer: { "@type": "Answer", text: f.a } })),
    },
    ...(picks.length
      ? [{
          "@context": "https://schema.org", "@type": "ItemList", name: `${guide.title}: top picks`,
          itemListElement: picks.map((p, i) => ({ "@type": "ListItem", position: i + 1, name: p.name, url: p.href })),
        }]
      : []),
  ];
  return (
    <>
      <CampaignHeader />
      <main className="bg-canvas pb-24 md:pb-0">
        <article className="mx-auto grid max-w-7xl gap-x-10 gap-y-8 px-4 py-10 sm:px-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="min-w-0 xl:col-start-1 xl:row-start-1">
            <nav aria-label="Breadcrumb" className="text-sm text-muted">
              <Link href="/" prefetch={false} className="hover:text-ink">Home</Link> <span aria-hidden>/</span> Guides
            </nav>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{guide.title}</h1>
            <p className="mt-3 text-lg leading-8 text-muted">{guide.description}</p>
            <p className="mt-2 text-xs text-muted">Updated <time dateTime={guide.updated}>{new Date(guide.updated).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })}</time></p>
          </div>
          {/* The same panel as /utm-landing; not started on its own here: an indexed page is also
              rendered by crawlers, and an answer is spent only when a reader asks. */}
          <aside id="chat" aria-label="Chat" className="scroll-mt-24 xl:col-start-2 xl:row-span-2 xl:row-start-1">
            <LandingChat topic={null} page={`/guides/${guide.slug}`} starters={[guide.question]} grant={issuePageGrant("guide")} tracking={{ source: "guide", medium: "organic", campaign: guide.slug }} onFirstTouch />
          </aside>
          <div className="min-w-0 xl:col-start-1 xl:row-start-2">
            <GuidePicks picks={picks} compensation={compensationStatement} />
            <GuideBody html={guide.content} />
            <GuideFaq faq={guide.faq} />
            <FixedSections />
          </div>
        </article>
      </main>
      <SiteFooter floatingClearance />
      <JsonLd data={jsonLd} />
    </>
  );
}
