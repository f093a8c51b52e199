import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { z } from "zod";
import { env } from "@/lib/env";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { findPerson } from "@/lib/db/queries/admin-people";
import { entryMilestones, lastActiveAt, referralsOf } from "@/lib/db/queries/admin-person";
import { listAudit } from "@/lib/db/queries/admin-audit";
import { queuePosition } from "@/lib/db/queries/waitlist";
import { PersonActions } from "@/components/admin/person-actions";
import { day, providerLabel, statusLabel } from "@/components/admin/people-labels";

export const metadata: Metadata = { title: "Person" };
export const dynamic = "force-dynamic";

const reasonLabel: Record<string, string> = {
  same_person: "same person (address alias)", same_browser: "same browser", same_address: "same network address", duplicate_email: "address already referred", daily_cap: "over the daily cap",
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return <div><dt className="text-sm text-muted">{label}</dt><dd className="mt-0.5 text-ink">{children}</dd></div>;
}

export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const admin = await requireAdminPage(`/admin/user-management/${id}`);
  if (!z.uuid().safeParse(id).success) notFound();
  const p = await findPerson({ id });
  if (!p) notFound();
  const [position, refs, last, milestones, log] = await Promise.all([
    p.entryId && p.betaStatus === "waiting" ? queuePosition({ id: p.entryId, boost: env.REFERRAL_BOOST }) : null,
    p.entryId ? referralsOf({ entryId: p.entryId }) : { counted: [], notCounted: [] },
    p.userId ? lastActiveAt({ userId: p.userId }) : null,
    p.entryId ? entryMilestones({ entryId: p.entryId }) : [],
    listAudit({ targetId: p.id, pageSize: 50 }),
  ]);
  const history = [...milestones, ...log.entries.map((e) => ({ at: e.createdAt, what: `${e.action.replace(/_/g, " ")} by ${e.actorEmail}${e.reason ? ` — ${e.reason}` : ""}` }))]
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  return (
    <main>
      <Link href="/admin/user-management" className="text-sm text-brand-700 hover:underline">← All people</Link>
      <h1 className="mt-2 text-2xl font-bold break-all text-ink">{p.email}</h1>
      <p className="mt-1 text-muted">{p.name || "No name given"}{p.suspended ? " · Suspended" : ""}{p.role === "admin" ? " · Admin" : ""}</p>
      <div className="mt-4"><PersonActions person={{ id: p.id, email: p.email, status: p.betaStatus, role: p.role, suspended: p.suspended, hasAccount: !!p.userId }} isSelf={p.userId === admin.id} /></div>
      <dl className="mt-6 grid grid-cols-2 gap-4 rounded-xl border border-line bg-white p-4 md:grid-cols-4">
        <Fact label="Beta status">{statusLabel[p.betaStatus ?? "none"]}</Fact>
        <Fact label="Queue position">{position?.position ? `${position.position.toLocaleString("en-US")} of ${position.totalWaiting.toLocaleString("en-US")}` : "—"}</Fact>
        <Fact label="Confirmed referrals">{p.confirmedReferrals}</Fact>
        <Fact label="Sign-in">{p.providers.map((x) => providerLabel[x] ?? x).join(", ") || (p.userId ? "Mailed links only" : "No account")}</Fact>
        <Fact label="Joined">{day(p.joinedAt)}</Fact>
        <Fact label="Last active">{last ? day(last) : "—"}</Fact>
        <Fact label="Role">{p.role ?? "—"}</Fact>
        <Fact label="Referrals not counted">{refs.notCounted.length}</Fact>
      </dl>
      <section className="mt-6" aria-labelledby="refs">
        <h2 id="refs" className="text-lg font-semibold text-ink">Referrals</h2>
        {refs.counted.length + refs.notCounted.length === 0 ? <p className="mt-2 text-sm text-muted">Nobody joined through their link yet.</p> : (
          <ul className="mt-2 space-y-1 text-sm">
            {refs.counted.map((r) => <li key={r.email} className="break-all">{r.email} — {r.confirmedAt ? "counted" : "not confirmed yet"}</li>)}
            {refs.notCounted.map((r) => <li key={r.email} className="break-all text-amber-800">{r.email} — not counted: {reasonLabel[r.reason] ?? r.reason}</li>)}
          </ul>
        )}
      </section>
      <section className="mt-6" aria-labelledby="history">
        <h2 id="history" className="text-lg font-semibold text-ink">Status history</h2>
        <ol className="mt-2 space-y-1 text-sm">
          {history.map((h, i) => <li key={i}><span className="text-muted tabular-nums">{h.at.toISOString().slice(0, 16).replace("T", " ")}</span> {h.what}</li>)}
        </ol>
      </section>
    </main>
  );
}
