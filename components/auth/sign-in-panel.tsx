"use client";

import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { signedIn, type AuthUser } from "@/hooks/use-auth";
import { routeForBetaStatus, safeRedirect } from "@/lib/auth/gates";
import { ProviderButtons } from "./provider-buttons";
import { EmailLinkForm, type EmailLinkMode } from "./email-link-form";
import { ReadyFieldset } from "@/components/ui/ready-fieldset";

type Props = {
  providers: { google: boolean; apple: boolean };
  redirect: string | null;
  notice: string | null;
  initialError: string | null;
  /** `/auth?mode=email-link` opens the sign-in link form (from a page that says a link expired). */
  initialMode?: EmailLinkMode | null;
};

async function postJson(path: string, body: unknown): Promise<AuthUser> {
  const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const data = (await res.json().catch(() => null)) as (AuthUser & { error?: { message?: string } }) | null;
  if (!res.ok) throw new Error(data?.error?.message ?? `${res.status}: ${res.statusText}`);
  return data as AuthUser;
}

/** After a login: `redirect` when given and same-site, else by beta status (failure → /referrals). */
async function destinationAfterLogin(redirect: string | null): Promise<string> {
  const wanted = safeRedirect(redirect);
  if (wanted) return wanted;
  try {
    const res = await fetch("/api/check-beta-status", { cache: "no-store" });
    if (!res.ok) throw new Error(`${res.status}`);
    const { status } = (await res.json()) as { status?: string };
    return routeForBetaStatus(status);
  } catch (err) {
    console.error("Beta status check failed:", err);
    return "/referrals";
  }
}

/** The spec's sign-in dialog: providers, then email sign-in and account creation tabs. */
export function SignInPanel({ providers, redirect, notice, initialError, initialMode = null }: Props) {
  const [pending, setPending] = useState(false);
  // Issue 11: people without a password (waitlisters, provider users) or who lost it get a mailed link.
  const [linkMode, setLinkMode] = useState<EmailLinkMode | null>(initialMode);
  const [typedEmail, setTypedEmail] = useState("");
  const [error, setError] = useState<string | null>(initialError);

  async function run(action: () => Promise<string>, what: string) {
    setPending(true);
    setError(null);
    try {
      const to = await action();
      window.location.assign(to);
    } catch (err) {
      console.error(`${what} failed:`, err);
      setError((err as Error).message || "Something went wrong. Please try again.");
      setPending(false);
    }
  }

  function onSignIn(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    void run(async () => {
      signedIn(await postJson("/api/auth/login", { email: f.get("email"), password: f.get("password") }));
      return destinationAfterLogin(redirect);
    }, "Login");
  }

  function onRegister(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    void run(async () => {
      signedIn(await postJson("/api/auth/register", {
        firstName: f.get("firstName"), lastName: f.get("lastName"), email: f.get("email"), password: f.get("password"),
      }));
      return "/referrals"; // registration always lands on the referral page (spec section 4)
    }, "Registration");
  }

  return (
    <div className="w-full">
      {notice ? <p className="mb-4 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900" role="status">{notice}</p> : null}
      <ProviderButtons providers={providers} redirect={redirect} disabled={pending} />
      <div className="my-5 flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" />
        <span>Or continue with email</span>
        <span className="h-px flex-1 bg-line" />
      </div>
      {error ? <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800" role="alert">{error}</p> : null}
      <Tabs defaultValue="signin" onValueChange={() => setError(null)}>
        <TabsList>
          <TabsTrigger value="signin">Sign In</TabsTrigger>
          <TabsTrigger value="register">Create Account</TabsTrigger>
        </TabsList>
        <TabsContent value="signin" className="mt-4">
          {linkMode ? (
            <EmailLinkForm mode={linkMode} email={typedEmail} redirect={redirect} onBack={() => setLinkMode(null)} />
          ) : (
            <>
              <form onSubmit={onSignIn} method="post">
                <ReadyFieldset className="space-y-3">
                <div>
                  <Label htmlFor="signin-email">Email</Label>
                  <Input id="signin-email" name="email" type="email" autoComplete="email" required disabled={pending} value={typedEmail} onChange={(e) => setTypedEmail(e.target.value)} />
                </div>
                <div>
                  <div className="flex items-baseline justify-between gap-3">
                    <Label htmlFor="signin-password">Password</Label>
                    <Button type="button" variant="link" size="sm" className="h-auto" onClick={() => setLinkMode("forgot-password")}>Forgot password?</Button>
                  </div>
                  <Input id="signin-password" name="password" type="password" autoComplete="current-password" required disabled={pending} />
                </div>
                <Button type="submit" className="w-full" disabled={pending}>{pending ? "Signing in…" : "Sign In"}</Button>
                </ReadyFieldset>
              </form>
              <Button type="button" variant="secondary" className="mt-3 w-full" disabled={pending} onClick={() => setLinkMode("sign-in-link")}>Email me a sign-in link</Button>
            </>
          )}
        </TabsContent>
        <TabsContent value="register" className="mt-4">
          <form onSubmit={onRegister} method="post">
          <ReadyFieldset className="space-y-3">
            <div className="grid grid-cols-2 gap-3">
              <div>
                <Label htmlFor="register-first-name">First Name</Label>
                <Input id="register-first-name" name="firstName" autoComplete="given-name" maxLength={100} disabled={pending} />
              </div>
              <div>
                <Label htmlFor="register-last-name">Last Name</Label>
                <Input id="register-last-name" name="lastName" autoComplete="family-name" maxLength={100} disabled={pending} />
              </div>
            </div>
            <div>
              <Label htmlFor="register-email">Email</Label>
              <Input id="register-email" name="email" type="email" autoComplete="email" required disabled={pending} />
            </div>
            <div>
              <Label htmlFor="register-password">Password</Label>
              <Input id="register-password" name="password" type="password" autoComplete="new-password" placeholder="Min. 8 characters" minLength={8} required disabled={pending} />
            </div>
            <Button type="submit" className="w-full" disabled={pending}>{pending ? "Creating account…" : "Create Account"}</Button>
          </ReadyFieldset>
          </form>
        </TabsContent>
      </Tabs>
    </div>
  );
}
