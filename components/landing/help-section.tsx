import Link from "next/link";
import { site } from "@/lib/config/site";
import { LandingIcon } from "./landing-icon";

const btn = "inline-flex h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-medium transition-colors";

/** 'Questions? We're Here to Help', Get in Touch (#contact) and the beta status button. */
export function HelpSection() {
  return (
    <section aria-labelledby="help-title" className="bg-white py-20">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 lg:grid-cols-2">
        <div className="rounded-3xl bg-brand-900 p-8 text-white sm:p-10">
          <h2 id="help-title" className="text-2xl font-bold tracking-tight sm:text-3xl">Questions? We&apos;re Here to Help</h2>
          <p className="mt-3 max-w-md leading-7 text-brand-100">
            Real people read every message. Tell us what&apos;s working, what isn&apos;t, or where you&apos;re stuck.
          </p>
          <p className="mt-4 inline-flex items-center gap-2 text-sm text-brand-100">
            <LandingIcon name="clock" className="h-4 w-4" /> Support replies {site.supportReplyPromise}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/contact" className={`${btn} bg-white text-brand-900 hover:bg-brand-50`}>
              <LandingIcon name="mail" className="h-4 w-4" /> Contact Support
            </Link>
            <Link href="/contact?topic=feedback" className={`${btn} border border-white/40 text-white hover:bg-white/10`}>
              <LandingIcon name="message-square-heart" className="h-4 w-4" /> Share Feedback
            </Link>
          </div>
        </div>
        <div id="contact" className="scroll-mt-20 rounded-3xl border border-line bg-canvas p-8 sm:p-10">
          <h2 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Get in Touch</h2>
          <p className="mt-3 leading-7 text-muted">
            Write to us at{" "}
            <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {site.supportEmail}
            </a>{" "}
            or follow along for beta news.
          </p>
          <ul className="mt-6 flex flex-wrap gap-3">
            {site.social.map((s) => (
              <li key={s.href}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={`${btn} border border-line bg-white text-ink hover:bg-slate-50`}>
                  {s.label}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
          <div className="mt-8 border-t border-line pt-6">
            <p className="text-sm text-muted">Already on the list?</p>
            <Link href="/referrals" className={`${btn} mt-3 bg-brand-600 text-white hover:bg-brand-700`}>
              <LandingIcon name="list-ordered" className="h-4 w-4" /> Check Your Beta Status
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
