import Link from "next/link";
import type { Metadata } from "next";
import { LogoMark } from "@/components/layout/logo";

export const metadata: Metadata = { title: "Page not found" };

/**
 * The root 404. Kept small on purpose: as the root layout's not-found boundary, this tree rides in
 * the RSC payload of every page of the site, so the site footer it used to carry (~2 KB) cost every
 * page those bytes (issue 15 item 6, round 3). Its two links lead on to everything the footer did.
 */
export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 py-24 text-center">
      <LogoMark className="h-12 w-12" />
      <p className="mt-6 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink">We couldn&apos;t find that page</h1>
      <p className="mt-3 max-w-md text-muted">The link may be old or mistyped. Let&apos;s get you back to somewhere helpful.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-medium text-white hover:bg-brand-700">Go home</Link>
        <Link href="/contact" className="rounded-lg border border-line bg-white px-5 py-2.5 text-sm font-medium text-ink hover:bg-slate-50">Contact support</Link>
      </div>
    </main>
  );
}
