import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listAudit } from "@/lib/db/queries/admin-audit";
import { auditQuery } from "@/app/api/admin/audit/schema";

export const metadata: Metadata = { title: "Audit log" };
export const dynamic = "force-dynamic";

const when = (d: Date) => d.toISOString().slice(0, 16).replace("T", " ");
const action = (a: string) => a.replace(/_/g, " ");

export default async function AuditPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireAdminPage("/admin/audit");
  const sp = await searchParams;
  const parsed = auditQuery.safeParse({ query: typeof sp.query === "string" ? sp.query : undefined, page: typeof sp.page === "string" ? sp.page : undefined });
  const q = parsed.success ? parsed.data : auditQuery.parse({});
  const { entries, total } = await listAudit(q);
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const href = (page: number) => `/admin/audit?${new URLSearchParams({ ...(q.query ? { query: q.query } : {}), page: String(page) })}`;
  const link = "rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50";
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Audit log</h1>
      <p className="mt-1 text-sm text-muted">Every admin action: who, what, whom, when and why. Entries are never edited or removed.</p>
      <form method="get" action="/admin/audit" role="search" aria-label="Search the audit log" className="mt-4 flex flex-col gap-2 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-end">
        <label className="flex-1 text-sm font-medium text-ink">
          Search by admin, action, person or reason
          <input type="search" name="query" defaultValue={q.query ?? ""} className="mt-1 h-10 w-full rounded-lg border border-line px-3 text-sm font-normal" />
        </label>
        <button type="submit" className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">Search</button>
      </form>
      <p className="mt-4 text-sm text-muted">{total.toLocaleString("en-US")} {total === 1 ? "entry" : "entries"} · page {q.page} of {pages}</p>
      {entries.length === 0 ? <p className="mt-4 rounded-xl border border-line bg-white p-6 text-center text-sm text-muted">No admin actions recorded yet.</p> : (
        <>
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-line bg-slate-50 text-muted">
                <tr><th className="px-4 py-2 font-medium">When (UTC)</th><th className="px-4 py-2 font-medium">Admin</th><th className="px-4 py-2 font-medium">Action</th><th className="px-4 py-2 font-medium">Whom</th><th className="px-4 py-2 font-medium">Reason</th></tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.id} className="border-b border-line last:border-0">
                    <td className="px-4 py-2 whitespace-nowrap tabular-nums">{when(e.createdAt)}</td>
                    <td className="px-4 py-2">{e.actorEmail}</td>
                    <td className="px-4 py-2 font-medium text-ink">{action(e.action)}</td>
                    <td className="px-4 py-2 break-all">{e.targetLabel ?? e.targetId ?? "—"}</td>
                    <td className="px-4 py-2">{e.reason ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="mt-4 space-y-2 md:hidden" aria-label="Audit entries">
            {entries.map((e) => (
              <li key={e.id} className="rounded-xl border border-line bg-white p-3 text-sm">
                <div className="font-medium text-ink">{action(e.action)} · <span className="break-all">{e.targetLabel ?? e.targetId ?? "—"}</span></div>
                <div className="mt-1 text-muted">{when(e.createdAt)} by {e.actorEmail}</div>
                {e.reason ? <div className="mt-1">Reason: {e.reason}</div> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
        {q.page > 1 ? <Link className={link} href={href(q.page - 1)}>Previous</Link> : <span />}
        {q.page < pages ? <Link className={link} href={href(q.page + 1)}>Next</Link> : <span />}
      </nav>
    </main>
  );
}
