"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Gift, Loader2, MessageCircleQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { EMAIL_MESSAGE, NAME_MESSAGE } from "@/lib/beta/messages";
import { navigateFully } from "@/lib/beta/navigate";
import { AppleIcon, GoogleIcon } from "./provider-icons";
import { useLandingParams } from "./use-landing-params";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

type Errors = { email?: string; name?: string };
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateBetaForm(email: string, name: string): Errors {
  const errors: Errors = {};
  if (!EMAIL_RE.test(email.trim())) errors.email = EMAIL_MESSAGE;
  if (name.trim() && name.trim().length < 2) errors.name = NAME_MESSAGE;
  return errors;
}

const providerBtn =
  "flex h-11 w-full items-center justify-center gap-3 rounded-lg border border-line bg-white text-sm font-medium text-ink shadow-sm transition-colors hover:bg-slate-50";

/** Join the Beta: providers, the email form, referral capture and the advertising hand-off. */
export function JoinBetaCard() {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [referredBy, setReferredBy] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const { capturedRef, question } = useLandingParams(setReferredBy);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateBetaForm(email, name);
    setErrors(found);
    if (found.email || found.name) return;
    setSubmitting(true);
    try {
      const res = await fetch("/api/email-signup", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: email.trim(), name: name.trim() || undefined, referredBy: referredBy.trim() || undefined }),
      });
      if (!res.ok) {
        const body = await res.json().catch(() => null);
        const fields = body?.error?.details?.fields ?? {};
        setErrors({ email: fields.email?.[0], name: fields.name?.[0] });
        throw new Error(`${res.status}: ${body?.error?.message ?? res.statusText}`);
      }
      navigateFully(`/email-confirmation?email=${encodeURIComponent(email.trim().toLowerCase())}`);
    } catch (err) {
      // The spec keeps signup failures out of sight (logged only); field problems show under the field.
      console.error("Beta signup failed", err);
      setSubmitting(false);
    }
  }

  return (
    <div id="join" className="scroll-mt-24 rounded-3xl border border-line bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
      <h2 className="text-2xl font-bold tracking-tight text-ink">Join the Beta</h2>
      <p className="mt-1.5 text-sm text-muted">Free during the beta. Takes 30 seconds.</p>

      {question ? (
        <div className="mt-5 flex gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900">
          <MessageCircleQuestion className="mt-0.5 h-5 w-5 flex-none text-brand-700" aria-hidden />
          <p>
            <span className="font-semibold">Your question is saved:</span> “{question}” Join the beta and it will be waiting for you when you start chatting.
          </p>
        </div>
      ) : null}

      {capturedRef ? (
        <div role="status" className="mt-5 flex gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <Gift className="mt-0.5 h-5 w-5 flex-none text-emerald-700" aria-hidden />
          <div>
            <p className="font-semibold">Referred by: {capturedRef}</p>
            <p className="mt-0.5">You&apos;ll get a boost in the queue!</p>
          </div>
        </div>
      ) : null}

      <div className="mt-6 space-y-3">
        {/* Route handlers that start the provider flow: a full navigation, not a client-side Link. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api/auth/google" className={providerBtn}>
          <GoogleIcon /> Continue with Google
        </a>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/api/auth/apple" className={providerBtn}>
          <AppleIcon /> Continue with Apple
        </a>
      </div>

      <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-muted uppercase">
        <span className="h-px flex-1 bg-line" /> or join with email <span className="h-px flex-1 bg-line" />
      </div>

      <form onSubmit={onSubmit} noValidate>
        <ReadyFieldset className="space-y-4">
        <div>
          <Label htmlFor="beta-email">Email</Label>
          <Input
            id="beta-email" type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" value={email}
            onChange={(e) => setEmail(e.target.value)} aria-invalid={Boolean(errors.email)} aria-describedby={errors.email ? "beta-email-error" : undefined}
            disabled={submitting} required className="h-11"
          />
          <FieldError id="beta-email-error">{errors.email}</FieldError>
        </div>
        <div>
          <Label htmlFor="beta-name">Name <span className="font-normal text-muted">(optional)</span></Label>
          <Input
            id="beta-name" autoComplete="name" placeholder="Your first name" value={name} onChange={(e) => setName(e.target.value)}
            aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? "beta-name-error" : undefined} disabled={submitting} className="h-11"
          />
          <FieldError id="beta-name-error">{errors.name}</FieldError>
        </div>
        <div>
          <Label htmlFor="beta-ref">Referral code <span className="font-normal text-muted">(optional)</span></Label>
          <Input
            id="beta-ref" autoCapitalize="characters" autoComplete="off" placeholder="e.g. 7KQ4MZ2P" value={referredBy}
            onChange={(e) => setReferredBy(e.target.value)} disabled={submitting} className="h-11 uppercase placeholder:normal-case"
          />
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={submitting}>
          {submitting ? <><Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Joining Beta...</> : "Join the Beta"}
        </Button>
        </ReadyFieldset>
      </form>

      <p className="mt-5 text-center text-sm text-muted">
        Have a Skip-the-Line code?{" "}
        <Link href="/redeem" className="font-medium text-brand-700 underline-offset-4 hover:underline">Enter code</Link>
      </p>
    </div>
  );
}
