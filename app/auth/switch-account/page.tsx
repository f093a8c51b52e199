import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { UserRoundCog } from "lucide-react";
import { BetaPageShell, Card } from "@/components/beta/page-shell";
import { Button } from "@/components/ui/button";
import { getServerCaller } from "@/lib/auth/server-caller";
import { LINK_KINDS, type LinkKind } from "@/lib/auth/link-sign-in";
import { confirmationTarget } from "@/lib/beta/waitlist";
import { inviteTarget } from "@/lib/beta/invites";
import { signInLinkTarget } from "@/lib/auth/sign-in-link";

// The token is in this page's address: no Referer carries it to another site, and search engines stay
// out. ("no-referrer" would also make the form's POST say `Origin: null`, which the same-origin check refuses.)
export const metadata: Metadata = { title: "Switch accounts?", referrer: "same-origin", robots: { index: false, follow: false } };
export const dynamic = "force-dynamic";

type Search = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

const copy: Record<LinkKind, { what: string; invalid: string; stay: string }> = {
  "confirm-email": { what: "confirms the email address", invalid: "/email-confirmation?status=invalid", stay: "/referrals" },
  "accept-invite": { what: "opens the beta invite", invalid: "/email-confirmation?status=invite-invalid", stay: "/referrals" },
  "sign-in-link": { what: "signs in", invalid: "/email-confirmation?status=sign-in-invalid", stay: "/referrals" },
};

const targetOf: Record<LinkKind, (token: string) => Promise<{ email: string } | null>> = {
  "confirm-email": confirmationTarget,
  "accept-invite": inviteTarget,
  "sign-in-link": signInLinkTarget,
};

/**
 * Reached when a mailed sign-in link is opened while another account is signed in. Nothing has
 * changed yet; the person chooses. "Continue" posts the unused token back to the same link's
 * route (same origin only); "Stay" keeps the current session.
 */
export default async function SwitchAccountPage({ searchParams }: { searchParams: Search }) {
  const q = await searchParams;
  const kind = (LINK_KINDS as readonly string[]).includes(one(q.link)) ? (one(q.link) as LinkKind) : null;
  const token = one(q.token).slice(0, 200);
  if (!kind || !token) redirect("/email-confirmation?status=invalid");
  const [caller, target] = await Promise.all([getServerCaller(), targetOf[kind](token)]);
  if (!target) redirect(copy[kind].invalid);
  const current = caller.user?.email ?? null;

  return (
    <BetaPageShell>
      <Card>
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700"><UserRoundCog className="h-6 w-6" aria-hidden /></span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Switch accounts?</h1>
        {current ? (
          <p className="mt-3 leading-7 text-muted">
            You&apos;re signed in as <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{current}</strong>. The link you opened {copy[kind].what}{" "}
            for <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{target.email}</strong>.
          </p>
        ) : (
          <p className="mt-3 leading-7 text-muted">The link you opened {copy[kind].what} for <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{target.email}</strong>.</p>
        )}
        <p className="mt-3 leading-7 text-muted">Nothing has changed yet. If you didn&apos;t expect this link, stay where you are.</p>
        <div className="mt-7 flex flex-col gap-3">
          <form method="post" action={`/api/${kind}`}>
            <input type="hidden" name="token" value={token} />
            {/* Addresses can be long: the label wraps inside a button that grows with it. */}
            <Button type="submit" size="lg" className="h-auto min-h-12 w-full py-3 [overflow-wrap:anywhere]">Continue as {target.email}</Button>
          </form>
          {current ? (
            <Button asChild variant="secondary" size="lg" className="w-full">
              <Link href={copy[kind].stay}>Stay signed in</Link>
            </Button>
          ) : null}
        </div>
      </Card>
    </BetaPageShell>
  );
}
