import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { compensationStatement, site } from "@/lib/config/site";
import { hasAffiliateLinks } from "@/lib/chat/affiliate";
import { readSharedConversation } from "@/lib/chat/share";
import { Transcript, TranscriptHeader } from "@/components/chat/transcript";

// Never indexed (the X-Robots-Tag header says so too: next.config.ts).
export const metadata: Metadata = { title: "Shared conversation", robots: { index: false, follow: false } };

// A read-only snapshot someone shared (issue 13, item 5). Rendered per request (a revoked link is
// gone at once), so proxy.ts gives it a CSP nonce; works signed out. Unknown, revoked, hidden or
// deleted: all the same 404.
export default async function SharedConversationPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const link = await readSharedConversation((await params).token);
  if (!link) notFound();
  const messages = link.snapshot.map((m) => ({ ...m, hasAffiliateLinks: m.role === "assistant" && hasAffiliateLinks(m.content) }));
  const sharedOn = link.createdAt.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  return (
    <main className="mx-auto min-h-dvh max-w-3xl bg-canvas px-4 py-6 sm:px-6">
      <TranscriptHeader brandName={site.name} tagline={site.tagline}>
        <Link href="/" className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          Try {site.name}
        </Link>
      </TranscriptHeader>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-ink">{link.title}</h1>
      <p className="mt-1 text-sm text-muted">A read-only conversation shared on {sharedOn}. It does not change when the conversation goes on.</p>
      <Transcript messages={messages} brandName={site.name} compensationStatement={compensationStatement} />
      <footer className="mt-10 border-t border-line pt-4 text-xs leading-5 text-muted">
        {site.name} is an AI and can make mistakes. Check important details, and see a professional for medical decisions.
      </footer>
    </main>
  );
}
