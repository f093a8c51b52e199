import type { Metadata } from "next";
import { AppHeader } from "@/components/layout/app-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { SignInPanel } from "@/components/auth/sign-in-panel";
import { providerAvailability } from "@/lib/auth/providers";
import { authErrorMessage } from "@/lib/auth/auth-messages";
import { site } from "@/lib/config/site";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

// The sign-in page: the spec's sign-in dialog as a page, so links and gates can point at it.
export default async function AuthPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const notice = one(q.message) === "login-required" ? "Please sign in to continue." : null;
  return (
    <div className="flex min-h-dvh flex-col bg-canvas">
      <AppHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-ink">Welcome to {site.name}</h1>
          <p className="mt-1 mb-6 text-sm text-muted">Sign in or create an account to join the beta.</p>
          <SignInPanel providers={providerAvailability()} redirect={one(q.redirect)} notice={notice} initialError={authErrorMessage(one(q.error))} initialMode={one(q.mode) === "email-link" ? "sign-in-link" : null} />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
