import type { Metadata } from "next";
import { requireAdminPage } from "@/lib/auth/page-guards";
import { listConversationsForAdmin } from "@/lib/db/queries/admin";

export const metadata: Metadata = { title: "Conversations" };
export const dynamic = "force-dynamic";

export default async function AdminConversations() {
  await requireAdminPage("/admin/conversations");
  const rows = await listConversationsForAdmin();
  return (
    <main>
      <h1 className="text-2xl font-bold text-ink">Conversations</h1>
      <p className="mt-1 text-sm text-muted">The {rows.length} most recently active. Hidden conversations show no title.</p>
      <div className="relative mt-4 overflow-x-auto rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line bg-slate-50 text-muted">
            <tr><th className="px-4 py-2 font-medium">Title</th><th className="px-4 py-2 font-medium">Owner</th><th className="px-4 py-2 font-medium">Messages</th><th className="px-4 py-2 font-medium">Last active</th></tr>
          </thead>
          <tbody>
            {rows.length === 0 ? <tr><td colSpan={4} className="px-4 py-6 text-center text-muted">No conversations yet.</td></tr> : null}
            {rows.map((c) => (
              <tr key={c.id} className="border-b border-line last:border-0">
                <td className="px-4 py-2 text-ink">{c.title}</td>
                <td className="px-4 py-2">{c.ownerEmail ?? (c.visitor ? "Campaign visitor" : "—")}</td>
                <td className="px-4 py-2">{c.messageCount}</td>
                <td className="px-4 py-2 whitespace-nowrap">{c.updatedAt.toISOString().slice(0, 16).replace("T", " ")} UTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
