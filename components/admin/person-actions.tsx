"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Input, Label } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";

type Person = { id: string; email: string; status: string | null; role: string | null; suspended: boolean; hasAccount: boolean };

async function send(path: string, method: string, body?: unknown): Promise<string | null> {
  const res = await fetch(path, { method, headers: body ? { "content-type": "application/json" } : {}, body: body ? JSON.stringify(body) : undefined });
  if (res.ok) return null;
  const data = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
  return data?.error?.message ?? `The server answered ${res.status}.`;
}

/** The admin's buttons for one person; each calls one admin API, says what happened and reloads the page's data. */
export function PersonActions({ person, isSelf }: { person: Person; isSelf: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [typed, setTyped] = useState("");
  const base = `/api/admin/users/${person.id}`;
  async function act(label: string, path: string, method = "POST", body?: unknown, after?: () => void) {
    setBusy(true);
    const error = await send(path, method, body);
    setBusy(false);
    if (error) return toast({ title: `Could not ${label.toLowerCase()}`, description: error, variant: "destructive" });
    toast({ title: `${label}: done`, description: person.email });
    if (after) after();
    else router.refresh();
  }
  const waiting = person.status === "waiting" || person.status === "pending_confirmation";
  return (
    <div className="flex flex-wrap gap-2">
      {person.status && person.status !== "approved" ? <Button size="sm" disabled={busy} onClick={() => act("Approve", `${base}/approve`)}>Approve</Button> : null}
      {waiting ? <Button size="sm" variant="secondary" disabled={busy} onClick={() => act("Invite", `${base}/invite`)}>Invite</Button> : null}
      {person.status === "pending_confirmation" ? <Button size="sm" variant="secondary" disabled={busy} onClick={() => act("Resend confirmation", `${base}/resend-confirmation`)}>Resend confirmation</Button> : null}
      {person.hasAccount && !isSelf ? (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => act(person.role === "admin" ? "Remove admin" : "Make admin", `${base}/role`, "POST", { role: person.role === "admin" ? "user" : "admin" })}>
          {person.role === "admin" ? "Remove admin" : "Make admin"}
        </Button>
      ) : null}
      {person.hasAccount && !isSelf ? (
        person.suspended
          ? <Button size="sm" variant="secondary" disabled={busy} onClick={() => act("Unsuspend", `${base}/unsuspend`)}>Unsuspend</Button>
          : <Button size="sm" variant="secondary" disabled={busy} onClick={() => act("Suspend", `${base}/suspend`, "POST", {})}>Suspend</Button>
      ) : null}
      {!isSelf ? (
        <Dialog>
          <DialogTrigger asChild><Button size="sm" variant="destructive" disabled={busy}>Delete account…</Button></DialogTrigger>
          <DialogContent title="Delete this person and all their data?" description="Their account, conversations, messages, picture and waiting-list entry are removed for good. People they referred keep their places.">
            <form onSubmit={(e) => { e.preventDefault(); void act("Delete", base, "DELETE", { confirmEmail: typed }, () => router.push("/admin/user-management")); }}>
              <Label htmlFor="confirm-email">Type <span className="font-mono">{person.email}</span> to confirm</Label>
              <Input id="confirm-email" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
              <Button type="submit" variant="destructive" className="mt-3 w-full" disabled={busy || typed.trim().toLowerCase() !== person.email}>Delete for good</Button>
            </form>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
