"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
      <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8z" />
      <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.2 1.6l3.1-3.1A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z" />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden fill="currentColor">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.8-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.6-1-2.6-4.1zM13.9 5c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z" />
    </svg>
  );
}

/**
 * 'Continue with Google' / 'Continue with Apple': full-page navigations to the provider paths.
 * A provider without credentials says so instead of starting a broken redirect.
 */
export function ProviderButtons({ providers, redirect, disabled }: { providers: { google: boolean; apple: boolean }; redirect: string | null; disabled?: boolean }) {
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const go = (id: "google" | "apple", label: string) => {
    if (!providers[id]) {
      setUnavailable(`${label} sign-in is not available yet. Please use your email for now.`);
      return;
    }
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load is intended (server redirect / fresh state)
    window.location.assign(`/api/auth/${id}${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ""}`);
  };
  return (
    <div className="space-y-2.5">
      <Button type="button" variant="secondary" size="lg" className="w-full gap-3" onClick={() => go("google", "Google")} disabled={disabled}>
        <GoogleIcon />Continue with Google
      </Button>
      <Button type="button" variant="secondary" size="lg" className="w-full gap-3" onClick={() => go("apple", "Apple")} disabled={disabled}>
        <AppleIcon />Continue with Apple
      </Button>
      {unavailable ? <p className="text-center text-sm text-muted" role="status">{unavailable}</p> : null}
    </div>
  );
}
