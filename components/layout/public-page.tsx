import type { ReactNode } from "react";
import { PublicHeader } from "./public-header";
import { SiteFooter } from "./site-footer";

/** The frame of the public informational pages (contact, privacy, terms): header, content, footer. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex-1">{children}</main>
      <SiteFooter />
    </div>
  );
}

/** A legal document (privacy policy, terms) inside PublicPage: eyebrow, title, last-updated line, prose. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <PublicPage>
      <article className="prose-hh mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="!mt-0 text-sm font-semibold text-brand-700">Legal</p>
        <h1 className="!mt-2 !text-3xl sm:!text-4xl">{title}</h1>
        <p className="text-muted">Last updated {updated}</p>
        {children}
      </article>
    </PublicPage>
  );
}
