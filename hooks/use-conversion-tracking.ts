"use client";

import { useCallback, useEffect, useRef } from "react";
import { createConversionTracker, type ConversionTracker, type Payload } from "@/lib/campaign/conversion-tracker";
import { addUsage } from "@/lib/campaign/browser-storage";
import { whenIdle } from "@/lib/client/when-idle";

type Gtag = (...args: unknown[]) => void;

function deliver(payload: Payload, leaving: boolean): void {
  const body = JSON.stringify(payload);
  try {
    if (leaving && typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/utm-conversion", body)) return;
    void fetch("/api/utm-conversion", { method: "POST", headers: { "content-type": "application/json" }, body, keepalive: true })
      .then((res) => res.arrayBuffer()) // read, so the request completes (lib/campaign/instant-client.ts)
      .catch((err) => console.warn("Conversion tracking failed", err));
  } catch (err) {
    console.warn("Conversion tracking failed", err);
  }
}

/**
 * Time on site (checked every 30 s, on hide and on unload) and question milestones, once per session.
 * The tracker starts when the page has gone idle, not during hydration: its first sessionStorage read
 * opens the storage area, up to ~20 ms inside the page load's longest task in a profile (issue 14
 * item 8, round 5). A question asked before then starts it on the spot.
 */
export function useConversionTracking(page: string) {
  const tracker = useRef<ConversionTracker | null>(null);
  const pageRef = useRef(page);
  useEffect(() => { pageRef.current = page; }, [page]);
  const ensure = useCallback((): ConversionTracker => {
    tracker.current ??= createConversionTracker({
      storage: window.sessionStorage,
      send: deliver,
      gtag: (...args) => (window as unknown as { gtag?: Gtag }).gtag?.(...args),
      extras: () => ({ page: pageRef.current }),
    });
    return tracker.current;
  }, []);
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => {
      const t = ensure();
      let lastTick = Date.now();
      const addTime = () => {
        const now = Date.now();
        addUsage(window.localStorage, { timeUsed: Math.round((now - lastTick) / 1000) });
        lastTick = now;
      };
      const timer = window.setInterval(() => t.check(), t.timeCheckMs);
      const onHide = () => {
        if (document.visibilityState === "hidden") {
          addTime();
          t.check(true);
        } else lastTick = Date.now();
      };
      const onLeave = () => {
        addTime();
        t.check(true);
      };
      document.addEventListener("visibilitychange", onHide);
      window.addEventListener("pagehide", onLeave);
      t.check();
      stop = () => {
        window.clearInterval(timer);
        document.removeEventListener("visibilitychange", onHide);
        window.removeEventListener("pagehide", onLeave);
      };
    });
    return () => {
      cancel();
      stop?.();
    };
  }, [ensure]);
  const recordQuestion = useCallback(() => ensure().recordQuestion(), [ensure]);
  const recordSignup = useCallback(() => ensure().recordSignup(), [ensure]);
  return { recordQuestion, recordSignup };
}
