import { site } from "@/lib/config/site";
import type { Mail } from "@/lib/email/send";

// The two "you're in" mails (issue 12; issue 11's templates may take these names over at merge).

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const helloFor = (name?: string | null) => (name?.trim() ? `Hi ${name.trim()},` : "Hi,");

/** An admin approved the person: they can sign in and use the app now. */
export function approvedMail({ email, name }: { email: string; name?: string | null }): Mail {
  const hello = helloFor(name);
  const link = `${site.url}/auth?callbackUrl=%2Fapp`;
  return {
    to: email,
    kind: "beta-approved",
    subject: `You're in: welcome to the ${site.name} beta`,
    text: `${hello}\n\nGood news: your ${site.name} beta access is ready. Sign in with this email address to start:\n\n${link}\n\n— The ${site.name} team`,
    html: `<p>${escapeHtml(hello)}</p><p>Good news: your ${escapeHtml(site.name)} beta access is ready. Sign in with this email address to start.</p><p><a href="${link}">Sign in to ${escapeHtml(site.name)}</a></p>`,
    links: [link],
  };
}

/** A seat was held for the person: the one-time link signs them in and lets them in. */
export function invitedMail({ email, name, link }: { email: string; name?: string | null; link: string }): Mail {
  const hello = helloFor(name);
  return {
    to: email,
    kind: "beta-invite",
    subject: `You're in: your ${site.name} beta invite`,
    text: `${hello}\n\nYour spot in the ${site.name} beta is ready. Open this link to start:\n\n${link}\n\nThe link works once and expires in 30 days.\n\n— The ${site.name} team`,
    html: `<p>${escapeHtml(hello)}</p><p>Your spot in the ${escapeHtml(site.name)} beta is ready.</p><p><a href="${link}">Start using ${escapeHtml(site.name)}</a></p><p>The link works once and expires in 30 days.</p>`,
    links: [link],
  };
}
