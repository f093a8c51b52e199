import type { PeopleQuery } from "@/app/api/admin/users/schema";
import { PEOPLE_SORTS, PROVIDERS } from "@/lib/db/queries/admin-people";
import { waitlistStatuses } from "@/lib/db/schema";
import { providerLabel, statusLabel } from "./people-labels";

const select = "h-10 w-full rounded-lg border border-line bg-white px-2 text-sm text-ink";
const sortLabel: Record<string, string> = { newest: "Newest first", oldest: "Oldest first", queue: "Queue order", referrals: "Most referrals", email: "Email A–Z" };
const yesNo = (v: boolean | undefined) => (v === undefined ? "" : String(v));

function Pick({ name, label, value, options }: { name: string; label: string; value: string; options: [string, string][] }) {
  return (
    <label className="text-sm font-medium text-ink">
      {label}
      <select name={name} defaultValue={value} className={`${select} mt-1 font-normal`}>
        {options.map(([v, l]) => <option key={v} value={v}>{l}</option>)}
      </select>
    </label>
  );
}

/** A plain GET form: the server filters, so it works without JavaScript and the URL can be shared. */
export function PeopleFilters({ q }: { q: PeopleQuery }) {
  return (
    <form method="get" action="/admin/user-management" role="search" aria-label="Find people" className="rounded-xl border border-line bg-white p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <label className="flex-1 text-sm font-medium text-ink">
          Search by email or name
          <input type="search" name="query" defaultValue={q.query ?? ""} className={`${select} mt-1 px-3 font-normal`} placeholder="ruth@example.com" />
        </label>
        <button type="submit" className="h-10 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">Search</button>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-6">
        <Pick name="status" label="Beta status" value={q.status ?? ""} options={[["", "Any"], ...[...waitlistStatuses, "none"].map((s): [string, string] => [s, statusLabel[s]!])]} />
        <Pick name="role" label="Role" value={q.role ?? ""} options={[["", "Any"], ["user", "User"], ["admin", "Admin"]]} />
        <Pick name="provider" label="Sign-in" value={q.provider ?? ""} options={[["", "Any"], ...PROVIDERS.map((p): [string, string] => [p, providerLabel[p]!])]} />
        <Pick name="hasReferrals" label="Referrals" value={yesNo(q.hasReferrals)} options={[["", "Any"], ["true", "Has some"], ["false", "None"]]} />
        <Pick name="fraud" label="Suspected fraud" value={yesNo(q.fraud)} options={[["", "Any"], ["true", "Flagged"], ["false", "Not flagged"]]} />
        <Pick name="sort" label="Sort" value={q.sort ?? "newest"} options={PEOPLE_SORTS.map((s): [string, string] => [s, sortLabel[s]!])} />
      </div>
    </form>
  );
}
