"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { navigateFully } from "@/lib/beta/navigate";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

/** Sets the new password with the mailed token, then goes where the login rule says (a full load: new cookie). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const password = String(f.get("password") ?? "");
    if (password.length < 8) return setError("Password must be at least 8 characters");
    if (password !== f.get("confirm")) return setError("The two passwords are not the same.");
    setPending(true);
    setError(null);
    try {
      const res = await fetch("/api/auth/reset-password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token, password }) });
      const data = (await res.json().catch(() => null)) as { redirect?: string; error?: { message?: string } } | null;
      if (!res.ok) throw new Error(data?.error?.message ?? "We couldn't change your password. Please try again.");
      navigateFully(data?.redirect ?? "/referrals");
    } catch (err) {
      setError((err as Error).message);
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} method="post" className="mt-6" noValidate>
      <ReadyFieldset className="space-y-3">
      {error ? <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">{error}</p> : null}
      <div>
        <Label htmlFor="reset-password">New password</Label>
        <Input id="reset-password" name="password" type="password" autoComplete="new-password" placeholder="Min. 8 characters" minLength={8} required disabled={pending} />
      </div>
      <div>
        <Label htmlFor="reset-confirm">Repeat the new password</Label>
        <Input id="reset-confirm" name="confirm" type="password" autoComplete="new-password" minLength={8} required disabled={pending} />
      </div>
      <Button type="submit" className="w-full" disabled={pending}>{pending ? "Saving…" : "Set new password"}</Button>
      </ReadyFieldset>
    </form>
  );
}
