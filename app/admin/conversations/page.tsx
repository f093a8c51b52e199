import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listConversationMeta, type ConversationMeta } from "@/lib/db/queries/admin-conversations";
import { ConversationReader } from "@/components/admin/conversation-reader";

export const metadata: Metadata = { title: "Conversations" };
export const dynamic = "force-dynamic";

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
const owner = (c: ConversationMeta) => (c.ownerId ? <span className="font-mono text-xs break-all">{c.ownerId}</span> : c.visitor ? "Campaign visitor" : "—");
const REASONS: Record<string, string> = { wrong_product: "wrong product", not_relevant: "not relevant", unsafe: "unsafe", wrong_verse: "wrong verse", other: "other" };
const feedback = (c: ConversationMeta) => {
  if (!c.feedback) return "None";
  const rating = c.feedback.rating === "down" ? "Rated down" : "Rated up";
  return c.feedback.reason ? `${rating}: ${REASONS[c.feedback.reason] ?? c.feedback.reason}` : rating;
};

function Rows({ rows }: { rows: ConversationMeta[] }) {
  if (!rows.length) return <p className="mt-3 rounded-xl border border-line bg-white p-6 text-center text-sm text-muted">None.</p>;
  return (
    <>
      <div className="mt-3 hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50 text-muted">
            <tr><th className="px-4 py-2 font-medium">Conversation</th><th className="px-4 py-2 font-medium">Owner id</th><th className="px-4 py-2 font-medium">Created (UTC)</th><th className="px-4 py-2 text-right font-medium">Messages</th><th className="px-4 py-2 font-medium">Engine</th><th className="px-4 py-2 font-medium">Feedback</th><th className="px-4 py-2"><span className="sr-only">Read</span></th></tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.id} className="border-b border-line last:border-0">
                <td className="px-4 py-2 font-mono text-xs">{c.id.slice(0, 8)}{c.hidden ? <span className="ml-1 font-sans text-muted">(hidden)</span> : null}</td>
                <td className="px-4 py-2">{owner(c)}</td>
                <td className="px-4 py-2 whitespace-nowrap tabular-nums">{when(c.createdAt)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{c.messageCount}</td>
                <td className="px-4 py-2">{c.engine ?? "—"}</td>
                <td className="px-4 py-2">{feedback(c)}</td>
                <td className="px-4 py-2 text-right">{c.hidden ? null : <ConversationReader id={c.id} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-3 space-y-2 md:hidden" aria-label="Conversations">
        {rows.map((c) => (
          <li key={c.id} className="rounded-xl border border-line bg-white p-3 text-sm">
            <div className="flex items-center justify-between gap-2"><span className="font-mono text-xs">{c.id.slice(0, 8)}{c.hidden ? " (hidden)" : ""}</span>{c.hidden ? null : <ConversationReader id={c.id} />}</div>
            <div className="mt-1 text-muted">{when(c.createdAt)} · {c.messageCount} messages · {c.engine ?? "no answer yet"} · feedback: {feedback(c)}</div>
            <div className="mt-1">Owner: {owner(c)}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

export default async function AdminConversations({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("/admin/conversations");
  const sp = await searchParams;
  const page = Math.max(1, Math.min(100_000, Number.parseInt(typeof sp.page === "string" ? sp.page : "1", 10) || 1));
  const [all, flagged] = await Promise.all([listConversationMeta({ page }), listConversationMeta({ flaggedOnly: true, pageSize: 20 })]);
  const pages = Math.max(1, Math.ceil(all.total / 50));
  const link = "rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50";
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Conversations</h1>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        What people write stays private: this page shows counts and metadata only, never titles or messages. Reading one
        conversation needs a stated reason, is written to the audit log, and closes itself after 10 minutes. Conversations
        their owner hid cannot be opened.
      </p>
      <h2 className="mt-6 text-lg font-semibold text-ink">Rated down</h2>
      <Rows rows={flagged.conversations} />
      <h2 className="mt-6 text-lg font-semibold text-ink">All conversations <span className="text-sm font-normal text-muted">({all.total.toLocaleString("en-US")}, newest first)</span></h2>
      <Rows rows={all.conversations} />
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
        {page > 1 ? <Link className={link} href={`/admin/conversations?page=${page - 1}`}>Previous</Link> : <span />}
        {page < pages ? <Link className={link} href={`/admin/conversations?page=${page + 1}`}>Next</Link> : <span />}
      </nav>
    </main>
  );
}
