"use client";

import { useState, type FormEvent } from "react";
import { Loader2, MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { EMAIL_MESSAGE } from "@/lib/beta/messages";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

/**
 * Asks for a fresh confirmation link. With a known email it is one button; otherwise it asks for
 * the address. The server answers the same whatever the email, and limits how often.
 */
export function ResendConfirmation({ email: known, label = "Resend confirmation" }: { email?: string | null; label?: string }) {
  const [email, setEmail] = useState(known ?? "");
  const [state, setState] = useState<"idle" | "sending" | "sent" | "error">("idle");
  const [message, setMessage] = useState("");

  async function send(e: FormEvent) {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setState("error");
      setMessage(EMAIL_MESSAGE);
      return;
    }
    setState("sending");
    try {
      const res = await fetch("/api/resend-confirmation", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: email.trim() }) });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error(body?.error?.message ?? "We couldn't send a new link right now. Please try again in a few minutes.");
      setState("sent");
      setMessage(body?.message ?? "If that address is waiting for confirmation, a new link is on its way.");
    } catch (err) {
      setState("error");
      setMessage((err as Error).message);
    }
  }

  return (
    <form onSubmit={send} noValidate>
      <ReadyFieldset className="space-y-3">
      {known ? null : (
        <div>
          <Label htmlFor="resend-email">Your email</Label>
          <Input id="resend-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@example.com" className="h-11" />
        </div>
      )}
      <Button type="submit" variant="secondary" size="lg" className="w-full sm:w-auto" disabled={state === "sending" || state === "sent"}>
        {state === "sending" ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <MailCheck className="h-4 w-4" aria-hidden />}
        {state === "sent" ? "Link sent" : state === "sending" ? "Sending..." : label}
      </Button>
      <div aria-live="polite">
        {state === "sent" ? <p className="text-sm text-emerald-800">{message}</p> : null}
        {state === "error" ? <FieldError>{message}</FieldError> : null}
      </div>
      </ReadyFieldset>
    </form>
  );
}
