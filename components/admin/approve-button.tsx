"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** Lets one waiting user into the beta (PATCH /api/admin/users/{id}). */
export function ApproveButton({ userId, email }: { userId: string; email: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  async function approve() {
    setBusy(true);
    const res = await fetch(`/api/admin/users/${userId}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ betaStatus: "approved" }) });
    setBusy(false);
    if (!res.ok) {
      const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      toast({ title: "Could not approve", description: data?.error?.message ?? `${res.status}`, variant: "destructive" });
      return;
    }
    toast({ title: "Approved", description: `${email} can now use the app.` });
    router.refresh();
  }
  return <Button size="sm" variant="outline" onClick={approve} disabled={busy} aria-label={`Approve ${email}`}>{busy ? "Approving…" : "Approve"}</Button>;
}
