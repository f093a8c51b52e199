import type { Metadata } from "next";
import Link from "next/link";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { searchPeople } from "@/lib/db/queries/admin-people";
import { peopleQuery } from "@/app/api/admin/users/schema";
import { PeopleFilters } from "@/components/admin/people-filters";
import { PeopleList } from "@/components/admin/people-list";
import { InvitePanel } from "@/components/admin/invite-panel";
import { SkipCodesPanel } from "@/components/admin/skip-codes-panel";
import { capacitySummary } from "@/lib/admin/beta-controls";
import { listSkipCodesForAdmin } from "@/lib/db/queries/skip-codes";

export const metadata: Metadata = { title: "User management" };
export const dynamic = "force-dynamic";

type Search = Record<string, string | string[] | undefined>;

/** The URL's filters, with anything unreadable dropped (a hand-edited URL still shows a page). */
function readFilters(sp: Search) {
  const flat = Object.fromEntries(Object.entries(sp).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const r = peopleQuery.safeParse(flat);
  return r.success ? r.data : peopleQuery.parse({});
}

/** Next carries the cursor (an index range however deep); Previous and jumps go by page number. */
function pageHref(sp: Search, page: number, after?: string | null): string {
  const p = new URLSearchParams(Object.entries(sp).filter((e): e is [string, string] => typeof e[1] === "string" && e[1] !== ""));
  p.set("page", String(page));
  if (after) p.set("after", after);
  else p.delete("after");
  return `/admin/user-management?${p}`;
}

export default async function UserManagement({ searchParams }: { searchParams: Promise<Search> }) {
  await requireAdminPage("/admin/user-management");
  const sp = await searchParams;
  const q = readFilters(sp);
  const [{ users, total, totalIsEstimate, nextCursor }, capacity, codes] = await Promise.all([searchPeople(q), capacitySummary(), listSkipCodesForAdmin({ limit: 50 })]);
  const codeViews = codes.map((c) => ({ ...c, expiresAt: c.expiresAt?.toISOString() ?? null, revokedAt: c.revokedAt?.toISOString() ?? null, createdAt: undefined, redeemedBy: c.redeemedBy.map((r) => ({ email: r.email, at: r.at.toISOString() })) }));
  const pages = Math.max(1, Math.ceil(total / q.pageSize));
  const link = "rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50";
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Users and waiting list</h1>
      <p className="mt-1 text-sm text-muted">Everyone who joined the waiting list or has an account. Open a person for their details and actions.</p>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <InvitePanel capacity={capacity} />
        <SkipCodesPanel codes={codeViews} />
      </div>
      <div className="mt-6"><PeopleFilters q={q} /></div>
      <p className="mt-4 text-sm text-muted" aria-live="polite">{totalIsEstimate ? "about " : ""}{total.toLocaleString("en-US")} {total === 1 ? "person" : "people"} · page {q.page} of {totalIsEstimate ? `about ${pages.toLocaleString("en-US")}` : pages}</p>
      <PeopleList people={users} />
      <nav aria-label="Pages" className="mt-4 flex items-center justify-between">
        {q.page > 1 ? <Link className={link} href={pageHref(sp, q.page - 1)}>Previous</Link> : <span />}
        {q.page < pages ? <Link className={link} href={pageHref(sp, q.page + 1, nextCursor)}>Next</Link> : <span />}
      </nav>
    </main>
  );
}
