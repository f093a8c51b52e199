import type { Metadata } from "next";
import Link from "next/link";
import { AlertTriangle, Inbox, MailOpen, MousePointerClick, ListOrdered } from "lucide-react";
import { BetaPageShell, Card } from "@/components/beta/page-shell";
import { ResendConfirmation } from "@/components/beta/resend-confirmation";
import { BETA_CONFIRMATION_SUBJECT } from "@/lib/beta/confirmation-mails";
import { SIGN_IN_LINK_SUBJECT } from "@/lib/email/templates/sign-in-link";

export const metadata: Metadata = { title: "Confirm your email" };

type Search = Promise<{ email?: string; status?: string }>;

const login = "/auth?redirect=referrals&message=login-required";
const problems: Record<string, { title: string; text: string; resend: boolean }> = {
  expired: { title: "That link has expired", text: "Confirmation links last 14 days. Ask for a fresh one below and you'll keep your place in line from the moment you confirm.", resend: true },
  invalid: { title: "This link has already been used or isn't valid", text: "If you already confirmed, you're in the queue: log in to see your position. Otherwise enter your email and we'll send a new link.", resend: true },
  "invite-expired": { title: "This invite has expired", text: "Invites last 30 days. Write to us from the contact page and we'll sort it out, or log in to see where you stand.", resend: false },
  "invite-invalid": { title: "This invite link has already been used", text: "If you accepted it already, just log in. Your account is ready.", resend: false },
  "sign-in-expired": { title: "That sign-in link has expired", text: "Sign-in links last 15 minutes. Ask for a new one on the sign-in page: it takes a few seconds.", resend: false },
  "sign-in-invalid": { title: "This sign-in link has already been used or isn't valid", text: "Each sign-in link works once. Ask for a new one on the sign-in page, or sign in with your password.", resend: false },
};

const steps = [
  // The exact subject of the mail, from the template itself (issue 11: people search their inbox for it).
  { icon: MailOpen, text: `Open the email from us with the subject “${BETA_CONFIRMATION_SUBJECT}”.` },
  { icon: MousePointerClick, text: "Click “Confirm my email”. You'll be signed in automatically." },
  { icon: ListOrdered, text: "See your place in line and your referral link to move up faster." },
];

export default async function EmailConfirmationPage({ searchParams }: { searchParams: Search }) {
  const { email: rawEmail, status } = await searchParams;
  const email = rawEmail && rawEmail.length <= 254 ? rawEmail : null;
  const problem = status ? problems[status] : undefined;

  if (problem) {
    return (
      <BetaPageShell>
        <Card>
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-amber-100 text-amber-800"><AlertTriangle className="h-6 w-6" aria-hidden /></span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{problem.title}</h1>
          <p className="mt-3 leading-7 text-muted">{problem.text}</p>
          {problem.resend ? <div className="mt-6"><ResendConfirmation email={email} label="Send me a new link" /></div> : null}
          <p className="mt-6 text-sm text-muted">
            <Link href={status?.startsWith("sign-in") ? "/auth?mode=email-link" : login} className="font-medium text-brand-700 underline-offset-4 hover:underline">
              {status?.startsWith("sign-in") ? "Get a new sign-in link" : "Log in to check your referrals"}
            </Link>
            {" · "}
            <Link href="/contact" className="font-medium text-brand-700 underline-offset-4 hover:underline">Contact support</Link>
          </p>
        </Card>
      </BetaPageShell>
    );
  }

  return (
    <BetaPageShell>
      <Card>
        <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700"><Inbox className="h-6 w-6" aria-hidden /></span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink sm:text-3xl">Check your inbox</h1>
        <p className="mt-3 leading-7 text-muted">
          {email ? <>We sent a confirmation link to <strong className="font-semibold [overflow-wrap:anywhere] text-ink">{email}</strong>.</> : <>We sent you a confirmation link.</>}{" "}
          Confirm your email to take your place in the beta queue.
        </p>
        <p className="mt-2 text-sm leading-6 text-muted">
          Already confirmed this address before? Then the mail is “{SIGN_IN_LINK_SUBJECT}” instead: it signs you straight in.
        </p>
        <ol className="mt-7 space-y-4">
          {steps.map(({ icon: Icon, text }, i) => (
            <li key={i} className="flex gap-4">
              <span className="inline-flex h-9 w-9 flex-none items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100"><Icon className="h-4 w-4" aria-hidden /></span>
              <span className="pt-1.5 text-[15px] text-ink"><span className="sr-only">Step {i + 1}: </span>{text}</span>
            </li>
          ))}
        </ol>
        <div className="mt-8 rounded-2xl bg-canvas p-5">
          <h2 className="text-sm font-semibold text-ink">Don&apos;t see it?</h2>
          <p className="mt-1 text-sm leading-6 text-muted">It can take a minute. Check your spam, junk or promotions folder, then ask for a new link.</p>
          <div className="mt-4"><ResendConfirmation email={email} /></div>
        </div>
        <p className="mt-6 text-sm text-muted">
          Wrong address? <Link href="/#join" className="font-medium text-brand-700 underline-offset-4 hover:underline">Join again with the right one</Link>.
        </p>
      </Card>
    </BetaPageShell>
  );
}
