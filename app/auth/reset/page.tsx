import type { Metadata } from "next";
import Link from "next/link";
import { KeyRound } from "lucide-react";
import { BetaPageShell, Card } from "@/components/beta/page-shell";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkTarget } from "@/lib/auth/password-reset";

// The token is in the address: no Referer carries it elsewhere, and search engines stay out.
export const metadata: Metadata = { title: "Choose a new password", referrer: "same-origin", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;

/** The reset mail's link: a form for the new password while the link is live, else what to do next. */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Search }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? "";
  const target = token ? await resetLinkTarget(token) : null;
  return (
    <BetaPageShell>
      <Card>
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700"><KeyRound className="h-6 w-6" aria-hidden /></span>
        {target ? (
          <>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Choose a new password</h1>
            <p className="mt-3 leading-7 text-muted">
              For <strong className="font-semibold text-ink [overflow-wrap:anywhere]">{target.email}</strong>. Setting it signs you out on every other device.
            </p>
            <ResetPasswordForm token={token} />
          </>
        ) : (
          <>
            <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">This reset link has expired or was used</h1>
            <p className="mt-3 leading-7 text-muted">Reset links work once, for 30 minutes. Ask for a new one from the sign-in page.</p>
            <p className="mt-6 text-sm">
              <Link href="/auth" className="font-medium text-brand-700 underline-offset-4 hover:underline">Back to sign in</Link>
            </p>
          </>
        )}
      </Card>
    </BetaPageShell>
  );
}
