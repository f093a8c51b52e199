"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";

export type CodeView = { code: string; note: string | null; maxUses: number; uses: number; expiresAt: string | null; revokedAt: string | null; redeemedBy: { email: string; at: string }[] };

const stateOf = (c: CodeView) => (c.revokedAt ? "Revoked" : c.expiresAt && new Date(c.expiresAt) < new Date() ? "Expired" : c.uses >= c.maxUses ? "Used up" : "Active");

/** Skip-the-Line codes: create (uses, expiry, note), see uses and who redeemed, revoke. */
export function SkipCodesPanel({ codes }: { codes: CodeView[] }) {
  const router = useRouter();
  const [form, setForm] = useState({ maxUses: "10", expires: "", note: "" });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function call(path: string, init: RequestInit, done: (d: { code?: string }) => string) {
    setBusy(true);
    const res = await fetch(path, init);
    const data = await res.json().catch(() => null);
    setBusy(false);
    setMessage(res.ok ? { ok: true, text: done(data ?? {}) } : { ok: false, text: data?.error?.message ?? `The server answered ${res.status}.` });
    if (res.ok) router.refresh();
  }
  function create(e: React.FormEvent) {
    e.preventDefault();
    const body = { maxUses: Number(form.maxUses), note: form.note || undefined, expiresAt: form.expires ? new Date(`${form.expires}T23:59:59`).toISOString() : undefined };
    void call("/api/admin/skip-codes", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, (d) => `Created ${d.code}`);
  }
  return (
    <section aria-labelledby="codes-title" className="rounded-xl border border-line bg-white p-4">
      <h2 id="codes-title" className="text-lg font-semibold text-ink">Skip-the-Line codes</h2>
      <form onSubmit={create} className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:items-end">
        <div><Label htmlFor="code-uses">Max uses</Label><Input id="code-uses" type="number" min={1} value={form.maxUses} onChange={(e) => setForm({ ...form, maxUses: e.target.value })} /></div>
        <div><Label htmlFor="code-expires">Expires</Label><Input id="code-expires" type="date" value={form.expires} onChange={(e) => setForm({ ...form, expires: e.target.value })} /></div>
        <div className="col-span-2 sm:col-span-1"><Label htmlFor="code-note">Note</Label><Input id="code-note" maxLength={200} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} placeholder="Church group" /></div>
        <Button type="submit" disabled={busy} className="col-span-2 sm:col-span-1">Create code</Button>
      </form>
      {message ? <p role="status" className={`mt-2 text-sm ${message.ok ? "text-ink" : "text-red-700"}`}>{message.text}</p> : null}
      {codes.length === 0 ? <p className="mt-3 text-sm text-muted">No codes yet.</p> : (
        <ul className="mt-3 divide-y divide-line text-sm" aria-label="Codes">
          {codes.map((c) => (
            <li key={c.code} className="py-2">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span><span className="font-mono font-medium text-ink">{c.code}</span> · {stateOf(c)} · {c.uses} of {c.maxUses} used{c.expiresAt ? ` · until ${c.expiresAt.slice(0, 10)}` : ""}{c.note ? ` · ${c.note}` : ""}</span>
                {c.revokedAt ? null : <Button size="sm" variant="secondary" disabled={busy} onClick={() => call(`/api/admin/skip-codes/${encodeURIComponent(c.code)}`, { method: "DELETE" }, () => `Revoked ${c.code}`)} aria-label={`Revoke ${c.code}`}>Revoke</Button>}
              </div>
              {c.redeemedBy.length ? <p className="mt-1 text-muted break-all">Redeemed by {c.redeemedBy.map((r) => r.email).join(", ")}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
