import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { MessageCircle } from "lucide-react";
import { GUIDES, guideBySlug } from "@/lib/guides";
import { guidePicks } from "@/lib/guides/picks";
import { compensationStatement, site } from "@/lib/config/site";
import { CampaignHeader } from "@/components/campaign/campaign-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { FixedSections, GuideBody, GuideFaq } from "@/components/guide/guide-article";
import { GuidePicks } from "@/components/guide/guide-picks";
import { JsonLd } from "@/components/guide/json-ld";

// Every guide is rendered at build time; unknown slugs are 404s.
export const dynamicParams = false;

export function generateStaticParams() {
  return GUIDES.map((g) => ({ slug: g.slug }));
}

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
      <main className="bg-canvas">
        <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
          <nav aria-label="Breadcrumb" className="text-sm text-muted">
            <Link href="/" className="hover:text-ink">Home</Link> <span aria-hidden>/</span> Guides
          </nav>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{guide.title}</h1>
          <p className="mt-3 text-lg leading-8 text-muted">{guide.description}</p>
          <p className="mt-2 text-xs text-muted">Updated <time dateTime={guide.updated}>{new Date(guide.updated).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })}</time></p>
          <GuidePicks picks={picks} compensation={compensationStatement} />
          <GuideBody html={guide.content} />
          <GuideFaq faq={guide.faq} />
          <FixedSections />
          <aside className="mt-10 rounded-2xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lg">
            <h2 className="text-xl font-semibold">Not sure which one fits you?</h2>
            <p className="mt-2 text-brand-100">Ask {site.name}, your AI thinking partner, about your budget and needs. No account needed.</p>
            <Link
              href={`/utm?q=${encodeURIComponent(guide.question)}`} prefetch={false}
              className="mt-4 inline-flex h-11 items-center gap-2 rounded-lg bg-white px-5 font-medium text-brand-800 hover:bg-brand-50"
            >
              <MessageCircle className="h-4 w-4" aria-hidden /> Ask about {guide.category === "general" ? "your purchase" : "your choice"}
            </Link>
          </aside>
        </article>
      </main>
      <SiteFooter />
      <JsonLd data={jsonLd} />
    </>
  );
}
