"use client";

import Link from "next/link";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { ArrowRight, Loader2, LogIn, PartyPopper, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError, Input, Label } from "@/components/ui/input";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

export const PENDING_CODE_KEY = "hh_skip_code";
const authHref = (code: string, mode?: string) => `/auth?redirect=redeem&code=${encodeURIComponent(code)}${mode ? `&mode=${mode}` : ""}`;

/**
 * The Skip-the-Line form. A visitor without an account hears whether the code is good first, then is
 * sent to sign in or create one; the code
 * waits in sessionStorage (and the query) and is redeemed as soon as they are back signed in.
 */
export function RedeemForm({ signedIn, initialCode }: { signedIn: boolean; initialCode: string }) {
  const [code, setCode] = useState(initialCode);
  const [state, setState] = useState<"idle" | "sending" | "needs-account" | "done">("idle");
  const [error, setError] = useState("");
  const started = useRef(false);

  const redeem = useCallback(async (value: string) => {
    setState("sending");
    setError("");
    try {
      const res = await fetch("/api/redeem", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: value }) });
      const body = await res.json().catch(() => null);
      if (res.status === 401) return setState("needs-account");
      if (!res.ok) throw new Error(body?.error?.message ?? "That code didn't work. Please try again.");
      sessionStorage.removeItem(PENDING_CODE_KEY);
      setState("done");
    } catch (err) {
      setError((err as Error).message);
      setState("idle");
    }
  }, []);

  // Back from sign-in with a code waiting: finish the redemption without another click.
  useEffect(() => {
    if (!signedIn || started.current) return;
    const pending = sessionStorage.getItem(PENDING_CODE_KEY);
    if (!pending) return;
    started.current = true;
    const t = setTimeout(() => {
      setCode(pending);
      void redeem(pending);
    }, 0);
    return () => clearTimeout(t);
  }, [signedIn, redeem]);

  /** Signed out: is the code good? Say so before asking anyone to sign in (issue 11). */
  async function checkFirst(value: string) {
    setState("sending");
    setError("");
    try {
      const res = await fetch("/api/redeem/check", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ code: value }) });
      const body = (await res.json().catch(() => null)) as { status?: string; message?: string; error?: { message?: string } } | null;
      if (!res.ok) throw new Error(body?.error?.message ?? "We couldn't check that code. Please try again.");
      if (body?.status !== "valid") throw new Error(body?.message ?? "That code isn't valid. Check it and try again.");
      sessionStorage.setItem(PENDING_CODE_KEY, value);
      setState("needs-account");
    } catch (err) {
      setError((err as Error).message);
      setState("idle");
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = code.trim().toUpperCase();
    if (!value) return setError("Please enter your code");
    void (signedIn ? redeem(value) : checkFirst(value));
  }

  if (state === "done") {
    return (
      <div className="text-center">
        <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-emerald-100 text-emerald-700"><PartyPopper className="h-7 w-7" aria-hidden /></span>
        <h2 className="mt-4 text-2xl font-bold text-ink">You&apos;re in!</h2>
        <p className="mt-2 text-muted">Your code worked and your beta access is ready.</p>
        <Link href="/app" className="mt-6 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-medium text-white hover:bg-brand-700">
          Open the app <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </div>
    );
  }

  if (state === "needs-account") {
    const value = code.trim().toUpperCase();
    return (
      <div>
        <p role="status" className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          Your code <span className="font-mono [overflow-wrap:anywhere]">{value}</span> is good.
        </p>
        <h2 className="text-xl font-bold text-ink">One more step: sign in</h2>
        <p className="mt-2 text-muted">
          Codes are tied to an account. Sign in or create a free account and we&apos;ll apply it right after.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link href={authHref(value)} className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
            <LogIn className="h-4 w-4" aria-hidden /> Sign in
          </Link>
          <Link href={authHref(value, "register")} className="inline-flex h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-line bg-white px-4 text-sm font-medium text-ink shadow-sm hover:bg-slate-50">
            <UserPlus className="h-4 w-4" aria-hidden /> Create an account
          </Link>
        </div>
        <button type="button" onClick={() => setState("idle")} className="mt-4 text-sm font-medium text-brand-700 hover:underline">Use a different code</button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <ReadyFieldset className="space-y-4">
      <div>
        <Label htmlFor="skip-code">Skip-the-Line code</Label>
        <Input
          id="skip-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="characters" spellCheck={false}
          placeholder="e.g. SKIP-7KQ4MZ2P" aria-invalid={Boolean(error)} aria-describedby={error ? "skip-code-error" : undefined}
          disabled={state === "sending"} className="h-12 font-mono text-base tracking-wide uppercase placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
        />
        <FieldError id="skip-code-error">{error}</FieldError>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={state === "sending"}>
        {state === "sending" ? <><Loader2 className="h-4 w-4 animate-spin" aria-hidden /> Checking code...</> : "Redeem code"}
      </Button>
      {!signedIn ? <p className="text-center text-sm text-muted">We&apos;ll check the code first, then you sign in or create a free account.</p> : null}
      </ReadyFieldset>
    </form>
  );
}
