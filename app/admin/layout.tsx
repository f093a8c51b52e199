import Link from "next/link";
import { AppHeader } from "@/components/layout/app-header";

const tabs = [
  { href: "/admin", label: "Overview" },
  { href: "/admin/user-management", label: "Users" },
  { href: "/admin/conversations", label: "Conversations" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/utm-dashboard", label: "Campaigns" },
];

// Admin pages share the header and a section nav; each page checks the admin role itself.
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-canvas">
      <AppHeader />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <nav aria-label="Admin sections" className="mb-6 flex flex-wrap gap-2">
          {tabs.map((t) => (
            <Link key={t.href} href={t.href} className="rounded-lg border border-line bg-white px-3 py-1.5 text-sm font-medium text-ink hover:bg-slate-50">{t.label}</Link>
          ))}
        </nav>
        {children}
      </div>
    </div>
  );
}
