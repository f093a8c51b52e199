import type { Metadata } from "next";
import Link from "next/link";
import { PublicPage } from "@/components/layout/public-page";
import { ContactForm } from "@/components/contact/contact-form";
import { LandingIcon } from "@/components/landing/landing-icon";
import { site } from "@/lib/config/site";

export const metadata: Metadata = {
  title: "Contact Us",
  description: `Questions about ${site.name}, the beta or your account? Write to us: support replies ${site.supportReplyPromise}.`,
};

const help = [
  { icon: "clock", title: "Fast replies", text: `A real person answers ${site.supportReplyPromise}, every day of the week.` },
  { icon: "message-circle", title: "Feedback welcome", text: "Ideas, rough edges, a recommendation that missed: the beta gets better with your notes." },
  { icon: "shield-check", title: "Privacy requests", text: "Ask for a copy of your data or to delete your account; we confirm before we act." },
] as const;

// Contact: a form that stores the message and mails support. Its icons come from the landing sprite
// (one cached file), not inline Lucide SVG in the HTML of the page (issue 15 item 6, round 3).
export default function ContactPage() {
  return (
    <PublicPage>
      <section className="bg-gradient-to-b from-brand-50 to-canvas">
        <div className="mx-auto max-w-6xl px-4 pt-12 pb-8 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold text-brand-700">Contact</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">Questions? We&apos;re Here to Help</h1>
          <p className="mt-3 max-w-2xl text-lg text-muted">
            Send us a message about the beta, your account or a recommendation. Our support team replies {site.supportReplyPromise}.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-6xl items-start gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="mb-6 text-xl font-semibold text-ink">Send us a message</h2>
          <ContactForm replyPromise={site.supportReplyPromise} />
        </section>
        <aside className="space-y-4 *:rounded-2xl *:border *:border-line *:bg-white *:p-5">
          {help.map(({ icon, title, text }) => (
            <div key={title}>
              <LandingIcon name={icon} className="h-5 w-5 text-brand-600" />
              <h2 className="mt-3 font-semibold text-ink">{title}</h2>
              <p className="mt-1 text-sm leading-6 text-muted">{text}</p>
            </div>
          ))}
          <div>
            <LandingIcon name="mail" className="h-5 w-5 text-brand-600" />
            <h2 className="mt-3 font-semibold text-ink">Prefer email?</h2>
            <p className="mt-1 text-sm leading-6 text-muted">
              Write to{" "}
              <a href={`mailto:${site.supportEmail}`} className="font-medium text-brand-700 underline underline-offset-2">
                {site.supportEmail}
              </a>
              . See how we handle your data in our <Link href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">Privacy Policy</Link>.
            </p>
          </div>
        </aside>
      </div>
    </PublicPage>
  );
}
