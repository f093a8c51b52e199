import Link from "next/link";
import type { PersonRow } from "@/lib/db/queries/admin-people";
import { day, providerLabel, statusLabel } from "./people-labels";

function Badges({ p }: { p: PersonRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      {p.role === "admin" ? <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700">Admin</span> : null}
      {p.suspended ? <span className="rounded bg-red-50 px-1.5 py-0.5 text-xs font-medium text-red-700">Suspended</span> : null}
      {p.flaggedReferrals > 0 ? <span className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-800">{p.flaggedReferrals} flagged</span> : null}
    </span>
  );
}

const who = (p: PersonRow) => <Link href={`/admin/user-management/${p.id}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">{p.email}</Link>;
const providers = (p: PersonRow) => p.providers.map((x) => providerLabel[x] ?? x).join(", ") || "—";

/** A table on wide screens, a list of cards on phones (same rows, same links). */
export function PeopleList({ people }: { people: PersonRow[] }) {
  if (!people.length) return <p className="mt-4 rounded-xl border border-line bg-white p-6 text-center text-sm text-muted">Nobody matches these filters.</p>;
  return (
    <>
      <div className="mt-4 hidden overflow-x-auto rounded-xl border border-line bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50 text-muted">
            <tr>
              <th className="px-4 py-2 font-medium">Email</th><th className="px-4 py-2 font-medium">Name</th><th className="px-4 py-2 font-medium">Beta status</th>
              <th className="px-4 py-2 font-medium">Sign-in</th><th className="px-4 py-2 text-right font-medium">Referrals</th><th className="px-4 py-2 font-medium">Joined</th>
            </tr>
          </thead>
          <tbody>
            {people.map((p) => (
              <tr key={p.id} className="border-b border-line last:border-0">
                <td className="px-4 py-2"><div className="flex flex-col gap-1">{who(p)}<Badges p={p} /></div></td>
                <td className="px-4 py-2 text-ink">{p.name || "—"}</td>
                <td className="px-4 py-2">{statusLabel[p.betaStatus ?? "none"]}</td>
                <td className="px-4 py-2">{providers(p)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{p.confirmedReferrals}</td>
                <td className="px-4 py-2 whitespace-nowrap">{day(p.joinedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 space-y-2 md:hidden" aria-label="People">
        {people.map((p) => (
          <li key={p.id} className="rounded-xl border border-line bg-white p-3 text-sm">
            <div className="break-all">{who(p)}</div>
            <div className="mt-1 text-ink">{p.name || "No name"}</div>
            <div className="mt-1 text-muted">{statusLabel[p.betaStatus ?? "none"]} · {providers(p)} · {p.confirmedReferrals} referrals · joined {day(p.joinedAt)}</div>
            <div className="mt-1"><Badges p={p} /></div>
          </li>
        ))}
      </ul>
    </>
  );
}
