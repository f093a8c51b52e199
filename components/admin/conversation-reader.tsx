"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Label, Textarea } from "@/components/ui/input";

type Msg = { role: "user" | "assistant"; content: string; createdAt: string; safetyHelp: boolean };

/**
 * Opens one conversation after the admin states why (POST …/access, audit-logged). The text is shown
 * as plain text (no markdown, no links) and disappears at the time the server gave.
 */
export function ConversationReader({ id }: { id: string }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<{ messages: Msg[]; expiresAt: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => setOpen(null), Math.max(0, new Date(open.expiresAt).getTime() - Date.now()));
    return () => clearTimeout(t);
  }, [open]);
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const res = await fetch(`/api/admin/conversations/${id}/access`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ reason }) });
    const data = await res.json().catch(() => null);
    if (!res.ok) return setError(data?.error?.message ?? `The server answered ${res.status}.`);
    setError(null);
    setOpen(data);
  }
  return (
    <Dialog onOpenChange={(o) => { if (!o) { setOpen(null); setReason(""); } }}>
      <DialogTrigger asChild><Button size="sm" variant="secondary">Read…</Button></DialogTrigger>
      <DialogContent title={open ? "Conversation" : "Why do you need to read this?"} className="max-w-2xl" description={open ? `Shown until ${new Date(open.expiresAt).toLocaleTimeString()}; this reading is in the audit log.` : "Your reason is written to the audit log with your name. The conversation closes itself after 10 minutes."}>
        {open ? (
          <ol className="max-h-[60vh] space-y-3 overflow-y-auto text-sm">
            {open.messages.map((m, i) => (
              <li key={i} className={m.role === "user" ? "rounded-lg bg-slate-50 p-2" : "p-2"}>
                <div className="text-xs font-medium text-muted">{m.role === "user" ? "Person" : "Assistant"}{m.safetyHelp ? " · safety help shown" : ""}</div>
                <p className="whitespace-pre-wrap text-ink">{m.content}</p>
              </li>
            ))}
          </ol>
        ) : (
          <form onSubmit={submit}>
            <Label htmlFor={`reason-${id}`}>Reason</Label>
            <Textarea id={`reason-${id}`} value={reason} onChange={(e) => setReason(e.target.value)} placeholder="The owner reported a wrong answer and asked us to look" aria-invalid={!!error} />
            {error ? <p role="alert" className="mt-2 text-sm text-red-700">{error}</p> : null}
            <Button type="submit" className="mt-3 w-full" disabled={reason.trim().length < 10}>Open the conversation</Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
