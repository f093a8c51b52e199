import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listUsersForAdmin } from "@/lib/db/queries/admin";
import { ApproveButton } from "@/components/admin/approve-button";

export const metadata: Metadata = { title: "User management" };
export const dynamic = "force-dynamic";

const statusLabel: Record<string, string> = { pending_confirmation: "Pending confirmation", waiting: "Waiting", invited: "Invited", approved: "Approved" };

export default async function UserManagement() {
  await requireAdminPage("/admin/user-management");
  const users = await listUsersForAdmin();
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Users</h1>
      <p className="mt-1 text-sm text-muted">{users.length} most recent accounts, newest first.</p>
      <div className="relative mt-4 overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50 text-muted">
            <tr><th className="px-4 py-2 font-medium">Email</th><th className="px-4 py-2 font-medium">Name</th><th className="px-4 py-2 font-medium">Role</th><th className="px-4 py-2 font-medium">Beta status</th><th className="px-4 py-2 font-medium">Joined</th><th className="px-4 py-2"><span className="sr-only">Actions</span></th></tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} className="border-b border-line last:border-0">
                <td className="px-4 py-2 text-ink">{u.email}</td>
                <td className="px-4 py-2">{[u.firstName, u.lastName].filter(Boolean).join(" ") || "—"}</td>
                <td className="px-4 py-2">{u.role}</td>
                <td className="px-4 py-2">{u.betaStatus ? statusLabel[u.betaStatus] : "No entry"}</td>
                <td className="px-4 py-2 whitespace-nowrap">{u.createdAt.toISOString().slice(0, 10)}</td>
                <td className="px-4 py-2 text-right">{u.betaStatus && u.betaStatus !== "approved" ? <ApproveButton userId={u.id} email={u.email} /> : null}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
