"use client";

import { useEffect, useRef, useState } from "react";
import { isCameraDroneQuestion } from "@/lib/beta/camera-drone";
import { navigateFully } from "@/lib/beta/navigate";

export const REFERRAL_DELAY_MS = 300;
export const AD_CHECK_DELAY_MS = 100;
export const AD_REDIRECT_DELAY_MS = 100;

/**
 * The landing page's query parameters (spec §4), read after hydration so the page itself stays
 * static: ?ref= is captured after ~300 ms (visit recorded, address reset to '/'); ?utm_access= hands
 * ad visitors to /utm (camera and drone questions) or to /app with campaign access; ?question=
 * (the app's info shortcuts) is kept as the pending message for after sign-up.
 */
export function useLandingParams(onReferral: (code: string) => void): { capturedRef: string | null; question: string | null } {
  const [capturedRef, setCapturedRef] = useState<string | null>(null);
  const [question, setQuestion] = useState<string | null>(null);
  const onReferralRef = useRef(onReferral);
  useEffect(() => {
    onReferralRef.current = onReferral;
  });

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const timers: ReturnType<typeof setTimeout>[] = [];

    const asked = params.get("question")?.trim().slice(0, 500);
    if (asked) {
      timers.push(setTimeout(() => setQuestion(asked), 0));
      try {
        localStorage.setItem("pendingMessage", asked);
      } catch {
        /* storage blocked: the note still shows */
      }
    }

    const ref = params.get("ref")?.trim();
    if (ref) {
      timers.push(setTimeout(() => {
        const code = ref.toUpperCase().slice(0, 64);
        setCapturedRef(code);
        onReferralRef.current(code);
        fetch("/api/referral-visit", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ referralCode: code }) })
          .then((r) => { if (!r.ok) console.error(`Referral visit not recorded: ${r.status}`); })
          .catch((err) => console.error("Referral visit not recorded", err));
        window.history.replaceState(null, "", "/");
      }, REFERRAL_DELAY_MS));
    } else if (asked) {
      window.history.replaceState(null, "", "/");
    }

    if (params.has("utm_access")) {
      timers.push(setTimeout(() => handleAdVisitor(params, timers), AD_CHECK_DELAY_MS));
    }
    return () => timers.forEach(clearTimeout);
  }, []);

  return { capturedRef, question };
}

function handleAdVisitor(params: URLSearchParams, timers: ReturnType<typeof setTimeout>[]): void {
  const q = params.get("q")?.trim() || "";
  if (q && isCameraDroneQuestion(q)) {
    navigateFully(`/utm?q=${encodeURIComponent(q)}`);
    return;
  }
  const access = new URLSearchParams({
    utm_access: params.get("utm_access") ?? "",
    utm_source: params.get("utm_source") || "google",
    utm_medium: params.get("utm_medium") || "cpc",
    utm_campaign: params.get("utm_campaign") || "helpful-hand",
  });
  if (q) access.set("q", q);
  fetch(`/api/utm-access?${access.toString()}`, { credentials: "same-origin" })
    .then(async (r) => {
      const body = await r.json().catch(() => null);
      if (!r.ok || body?.success === false) throw new Error(`${r.status}: ${JSON.stringify(body)}`);
      sessionStorage.setItem("utm_access", "true");
      timers.push(setTimeout(() => {
        navigateFully(`/app?utm_access=true${q ? `&q=${encodeURIComponent(q)}` : ""}`);
      }, AD_REDIRECT_DELAY_MS));
    })
    .catch((err) => console.error("Campaign access failed", err));
}
