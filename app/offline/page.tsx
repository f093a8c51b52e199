import type { Metadata } from "next";
import Link from "next/link";
import { ReloadButton } from "@/components/pwa/reload-button";
import { LogoMark } from "@/components/layout/logo";
import { LandingIcon } from "@/components/landing/landing-icon";
import { site } from "@/lib/config/site";

export const metadata: Metadata = { title: "Offline", robots: { index: false } };

// Static: the service worker precaches this page and shows it for any page it cannot reach offline.
export const dynamic = "force-static";

export default function OfflinePage() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-6 py-16 text-center">
      <LogoMark className="h-10 w-10" />
      <div className="mt-8 flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <LandingIcon name="wifi-off" className="h-7 w-7" />
      </div>
      <h1 className="mt-6 text-2xl font-semibold text-ink">You&rsquo;re offline</h1>
      <p className="mt-3 max-w-sm text-muted">
        {site.name} needs a connection for this page. Check your Wi-Fi or mobile data and try again; pages you
        opened before still work.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ReloadButton className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
          Try again
        </ReloadButton>
        <Link href="/" prefetch={false} className="inline-flex h-10 items-center rounded-lg border border-line bg-white px-4 text-sm font-medium text-ink hover:bg-slate-50">
          Home
        </Link>
      </div>
    </main>
  );
}
