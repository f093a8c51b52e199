import { site } from "@/lib/config/site";
import type { Mail } from "@/lib/email/send";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const helloFor = (name?: string | null) => (name?.trim() ? `Hi ${name.trim().split(/\s+/)[0]},` : "Hi,");

export type Letter = {
  to: string;
  kind: string;
  /** The whole subject; it must name the brand (compose refuses one that does not). */
  subject: string;
  hello: string;
  /** Paragraphs before the button. */
  intro: string[];
  button: { label: string; link: string };
  /** Paragraphs after the button: how long the link lasts, what to do if unexpected. */
  after: string[];
  /** Why this person got this mail (every mail says so). */
  why: string;
};

/**
 * The one layout every mail shares: the brand in the subject, a plain-text part and an HTML part
 * saying the same, one button, and a "why you got this" line at the bottom.
 */
export function compose(l: Letter): Mail {
  if (!l.subject.includes(site.name)) throw new Error(`mail subject without the brand: ${l.kind}`);
  const subject = l.subject;
  const text = [l.hello, ...l.intro, `${l.button.label}: ${l.button.link}`, ...l.after, `— The ${site.name} team`, `Why you got this: ${l.why}`].join("\n\n");
  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = [
    `<div style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;max-width:560px;margin:0 auto;color:#1f2937">`,
    `<p style="margin:0 0 24px;font-weight:700;font-size:18px">${escapeHtml(site.name)}</p>`,
    p(l.hello),
    ...l.intro.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(l.button.link)}" style="background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(l.button.label)}</a></p>`,
    ...l.after.map(p),
    p(`— The ${site.name} team`),
    `<p style="margin:24px 0 0;font-size:12px;color:#6b7280">Why you got this: ${escapeHtml(l.why)}</p>`,
    `</div>`,
  ].join("");
  return { to: l.to, kind: l.kind, subject, text, html, links: [l.button.link] };
}
