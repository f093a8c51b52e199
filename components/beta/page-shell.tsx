import type { ReactNode } from "react";
import { site } from "@/lib/config/site";
import { BrandLink } from "@/components/layout/logo";
import { SiteFooter } from "@/components/layout/site-footer";

/**
 * The frame for the beta's own pages: a slim header (or `header`, e.g. the app header with the
 * account menu and Sign Out for signed-in pages), a centred column, the shared footer.
 */
export function BetaPageShell({ children, aside, header }: { children: ReactNode; aside?: ReactNode; header?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[linear-gradient(180deg,var(--color-brand-50),var(--color-canvas)_22rem)]">
      {header ?? (
        <header className="border-b border-line/70 bg-white/80 backdrop-blur">
          <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
            <BrandLink name={site.name} className="tracking-tight" />
            {aside}
          </div>
        </header>
      )}
      <main className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6 sm:py-14">{children}</main>
      <SiteFooter />
    </div>
  );
}

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8 ${className}`}>{children}</section>;
}
