"use client";

import { useState, type FormEvent } from "react";
import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

export type EmailLinkMode = "sign-in-link" | "forgot-password";

const copy: Record<EmailLinkMode, { title: string; hint: string; submit: string; sending: string; path: string }> = {
  "sign-in-link": {
    title: "Email me a sign-in link",
    hint: "No password needed: we'll email you a link that signs you in. It works once, for 15 minutes.",
    submit: "Email me a sign-in link",
    sending: "Sending…",
    path: "/api/auth/email-sign-in",
  },
  "forgot-password": {
    title: "Forgot password?",
    hint: "We'll email you a link to choose a new password. It works once, for 30 minutes.",
    submit: "Email me a reset link",
    sending: "Sending…",
    path: "/api/auth/forgot-password",
  },
};

/**
 * Asks for a mailed link (sign-in or password reset). The server answers the same for every
 * address, so the confirmation here never says whether an account exists.
 */
export function EmailLinkForm({ mode, email: initial, redirect, onBack }: { mode: EmailLinkMode; email: string; redirect: string | null; onBack: () => void }) {
  const c = copy[mode];
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get("email") ?? "").trim();
    setState("sending");
    setError(null);
    try {
      const body = mode === "sign-in-link" && redirect ? { email, redirect } : { email };
      const res = await fetch(c.path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const data = (await res.json().catch(() => null)) as { message?: string; error?: { message?: string } } | null;
      if (!res.ok) throw new Error(data?.error?.message ?? "We couldn't send the link right now. Please try again in a few minutes.");
      setMessage(data?.message ?? "Check your inbox.");
      setState("sent");
    } catch (err) {
      setError((err as Error).message);
      setState("idle");
    }
  }

  return (
    <div className="space-y-3">
      <div>
        <h2 className="text-base font-semibold text-ink">{c.title}</h2>
        <p className="mt-1 text-sm text-muted">{c.hint}</p>
      </div>
      {state === "sent" ? (
        <p role="status" className="flex gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <MailCheck className="mt-0.5 h-4 w-4 flex-none" aria-hidden />
          <span>{message}</span>
        </p>
      ) : (
        <form onSubmit={submit}>
          <ReadyFieldset className="space-y-3">
          {error ? <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">{error}</p> : null}
          <div>
            <Label htmlFor={`${mode}-email`}>Email</Label>
            <Input id={`${mode}-email`} name="email" type="email" autoComplete="email" defaultValue={initial} required disabled={state === "sending"} />
          </div>
          <Button type="submit" className="w-full" disabled={state === "sending"}>{state === "sending" ? c.sending : c.submit}</Button>
          </ReadyFieldset>
        </form>
      )}
      <Button type="button" variant="ghost" className="w-full" onClick={onBack}>Back to sign in</Button>
    </div>
  );
}
