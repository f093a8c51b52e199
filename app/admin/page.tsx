import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { adminOverviewCounts } from "@/lib/db/queries/admin";

export const metadata: Metadata = { title: "Admin" };
export const dynamic = "force-dynamic";

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl border border-line bg-white p-4">
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink">{value.toLocaleString("en-US")}</p>
    </div>
  );
}

export default async function AdminOverview() {
  await requireAdminPage("/admin");
  const c = await adminOverviewCounts();
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Overview</h1>
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Users" value={c.users} />
        <Stat label="Admins" value={c.admins} />
        <Stat label="Conversations" value={c.conversations} />
        <Stat label="Messages" value={c.messages} />
      </div>
      <h2 className="mt-8 text-lg font-semibold text-ink">Waiting list</h2>
      <div className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Stat label="Pending confirmation" value={c.waitlist.pending_confirmation ?? 0} />
        <Stat label="Waiting" value={c.waitlist.waiting ?? 0} />
        <Stat label="Invited" value={c.waitlist.invited ?? 0} />
        <Stat label="Approved" value={c.waitlist.approved ?? 0} />
      </div>
    </main>
  );
}
