"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import type { Capacity } from "@/lib/admin/beta-controls";

function Num({ label, value }: { label: string; value: number }) {
  return <div><dt className="text-xs text-muted">{label}</dt><dd className="text-lg font-semibold text-ink tabular-nums">{value.toLocaleString("en-US")}</dd></div>;
}

/** Seats in the beta and "Invite the next N" (POST /api/admin/invites), showing who got a mail. */
export function InvitePanel({ capacity }: { capacity: Capacity }) {
  const router = useRouter();
  const [count, setCount] = useState(String(Math.min(capacity.roomLeft, 1000)));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string; emails?: string[] } | null>(null);
  async function invite(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const res = await fetch("/api/admin/invites", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ count: Number(count) }) });
    const data = await res.json().catch(() => null);
    setBusy(false);
    if (!res.ok) return setResult({ ok: false, text: data?.error?.message ?? `The server answered ${res.status}.` });
    const emails: string[] = data.invited;
    setResult({ ok: true, text: emails.length ? `Invited ${emails.length}:` : "Nobody was invited: no room left or nobody waiting.", emails });
    router.refresh();
  }
  return (
    <section aria-labelledby="invites-title" className="rounded-xl border border-line bg-white p-4">
      <h2 id="invites-title" className="text-lg font-semibold text-ink">Invites by capacity</h2>
      <dl className="mt-3 grid grid-cols-4 gap-2">
        <Num label="Capacity" value={capacity.capacity} /><Num label="Approved" value={capacity.approved} />
        <Num label="Invited" value={capacity.invited} /><Num label="Room left" value={capacity.roomLeft} />
      </dl>
      <form onSubmit={invite} className="mt-3 flex items-end gap-2">
        <div className="w-28"><Label htmlFor="invite-count">Invite the next</Label><Input id="invite-count" type="number" min={1} max={1000} value={count} onChange={(e) => setCount(e.target.value)} /></div>
        <Button type="submit" disabled={busy || !(Number(count) >= 1)}>{busy ? "Inviting…" : "Send invites"}</Button>
      </form>
      <p className="mt-1 text-xs text-muted">{capacity.waiting.toLocaleString("en-US")} waiting, invited in queue order; never past capacity.</p>
      {result ? (
        <div role="status" className={`mt-3 text-sm ${result.ok ? "text-ink" : "text-red-700"}`}>
          {result.text}
          {result.emails?.length ? <ul className="mt-1 list-disc pl-5 break-all" aria-label="Invited">{result.emails.map((e) => <li key={e}>{e}</li>)}</ul> : null}
        </div>
      ) : null}
    </section>
  );
}
