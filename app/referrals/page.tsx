import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { ArrowRight, CheckCircle2, Gift, MailWarning, PartyPopper, Ticket, TrendingUp, Users } from "lucide-react";
import { getServerCaller } from "@/lib/auth/server-caller";
import { referralSummary, type ReferralSummary } from "@/lib/beta/referrals";
import { BetaPageShell, Card } from "@/components/beta/page-shell";
import { AppHeader } from "@/components/layout/app-header";
import { ReferralShare } from "@/components/beta/referral-share";
import { ResendConfirmation } from "@/components/beta/resend-confirmation";

export const metadata: Metadata = { title: "Your Referrals" };

const appLink = "inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 text-base font-medium text-white shadow-sm hover:bg-brand-700";

export default async function ReferralsPage({ searchParams }: { searchParams: Promise<{ confirmed?: string }> }) {
  const caller = await getServerCaller();
  if (!caller.user) redirect("/auth?redirect=referrals&message=login-required");
  const [s, { confirmed }] = await Promise.all([referralSummary(caller.user), searchParams]);
  const hello = caller.user.firstName ? `, ${caller.user.firstName}` : "";

  return (
    // The app header: account menu, My Referrals and Sign Out (issue 11: this page had only "Home").
    <BetaPageShell header={<AppHeader />}>
      {confirmed && s.status === "waiting" ? (
        <p role="status" className="mb-6 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900">
          <CheckCircle2 className="h-5 w-5 flex-none" aria-hidden /> Email confirmed. You&apos;re in the queue!
        </p>
      ) : null}
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">Welcome{hello}</h1>
      <p className="mt-2 text-muted">Your beta status and referral link, all in one place.</p>
      <div className="mt-8 space-y-6">
        <StatusCard s={s} />
        {s.referralLink ? <ReferralCard s={s} /> : null}
        {s.status !== "approved" ? (
          <Card className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <span className="inline-flex h-11 w-11 flex-none items-center justify-center rounded-xl bg-amber-100 text-amber-800"><Ticket className="h-5 w-5" aria-hidden /></span>
              <div>
                <h2 className="font-semibold text-ink">Have a Skip-the-Line code?</h2>
                <p className="mt-1 text-sm text-muted">Partners and early supporters can get in straight away.</p>
              </div>
            </div>
            <Link href="/redeem" className="inline-flex h-11 items-center justify-center rounded-lg border border-line bg-white px-4 text-sm font-medium text-ink shadow-sm hover:bg-slate-50">Enter code</Link>
          </Card>
        ) : null}
      </div>
    </BetaPageShell>
  );
}

function StatusCard({ s }: { s: ReferralSummary }) {
  if (s.status === "approved") {
    return (
      <Card className="border-emerald-200">
        <PartyPopper className="h-8 w-8 text-emerald-600" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold text-ink">You&apos;re in! Your beta access is ready.</h2>
        <p className="mt-2 text-muted">Start a conversation about whatever you&apos;re deciding today.</p>
        <Link href="/app" className={`${appLink} mt-6`}>Open the app <ArrowRight className="h-4 w-4" aria-hidden /></Link>
      </Card>
    );
  }
  if (s.status === "invited") {
    return (
      <Card className="border-brand-200">
        <Gift className="h-8 w-8 text-brand-600" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold text-ink">You&apos;re invited!</h2>
        <p className="mt-2 text-muted">We emailed your invite to <strong className="text-ink [overflow-wrap:anywhere]">{s.email}</strong>. Open the link in it to start using the app.</p>
      </Card>
    );
  }
  if (s.status === "pending_confirmation") {
    return (
      <Card className="border-amber-200">
        <MailWarning className="h-8 w-8 text-amber-600" aria-hidden />
        <h2 className="mt-4 text-2xl font-bold text-ink">Confirm your email to take your place</h2>
        <p className="mt-2 text-muted">We sent a link to <strong className="[overflow-wrap:anywhere] text-ink">{s.email}</strong>. Your place in the queue starts when you click it, and friends you refer count once they confirm too.</p>
        <div className="mt-5"><ResendConfirmation email={s.email} /></div>
      </Card>
    );
  }
  if (s.status === "none") {
    return (
      <Card>
        <h2 className="text-2xl font-bold text-ink">You&apos;re not on the waiting list yet</h2>
        <p className="mt-2 text-muted">Join the beta to get your place in line and a referral link.</p>
        <Link href="/#join" className={`${appLink} mt-6`}>Join the Beta <ArrowRight className="h-4 w-4" aria-hidden /></Link>
      </Card>
    );
  }
  return (
    <Card>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your place in line</p>
      <p className="mt-3 flex items-baseline gap-3">
        <span className="text-6xl font-bold tracking-tight text-ink tabular-nums">#{s.position}</span>
        <span className="text-lg text-muted">position {s.position} of {s.totalWaiting}</span>
      </p>
      <p className="mt-4 text-sm leading-6 text-muted">Invites go out by position as we add room. We&apos;ll email you the moment it&apos;s your turn.</p>
    </Card>
  );
}

function ReferralCard({ s }: { s: ReferralSummary }) {
  const gained = s.confirmedReferrals * s.placesPerReferral;
  return (
    <Card>
      <h2 className="text-xl font-bold text-ink">Move up faster</h2>
      <p className="mt-1.5 text-muted">
        Each friend who joins with your link and confirms their email moves you up <strong className="text-ink">{s.placesPerReferral} places</strong>.
      </p>
      <div className="mt-6"><ReferralShare link={s.referralLink!} /></div>
      <dl className="mt-6 grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-canvas p-4">
          <dt className="flex items-center gap-2 text-sm text-muted"><Users className="h-4 w-4" aria-hidden /> Confirmed referrals</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{s.confirmedReferrals}</dd>
        </div>
        <div className="rounded-2xl bg-canvas p-4">
          <dt className="flex items-center gap-2 text-sm text-muted"><TrendingUp className="h-4 w-4" aria-hidden /> Places gained</dt>
          <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{gained}</dd>
        </div>
      </dl>
      {s.notCounted.length ? (
        <ul className="mt-4 space-y-1 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900" aria-label="Referrals not counted">
          {s.notCounted.map((line) => <li key={line}>{line}.</li>)}
        </ul>
      ) : null}
      <p className="mt-4 text-xs text-muted">Your code: <span className="font-mono font-semibold text-ink">{s.referralCode}</span>. Sign-ups from your own email, browser or network don&apos;t count.</p>
    </Card>
  );
}
