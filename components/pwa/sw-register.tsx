"use client";

import { useEffect } from "react";
import { whenIdle } from "@/lib/client/when-idle";

// Installing the worker precaches ~57 files and warms the guides (public/sw.js): the browser and the
// server both work hard for a few seconds. Started right at load it ran beside the page's own first
// paint and hydration on a phone's CPU (issue 14 item 8), so it waits until the page has gone idle,
// and a few seconds more.
const REGISTER_AFTER_IDLE_MS = 4000;

/** Registers public/sw.js (built by `serwist build`) in production only; silently skipped where unsupported. */
export function ServiceWorkerRegister() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let timer: number | undefined;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
        console.warn("Service worker registration failed", err);
      });
    };
    const cancel = whenIdle(() => { timer = window.setTimeout(register, REGISTER_AFTER_IDLE_MS); });
    return () => {
      cancel();
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, []);
  return null;
}
