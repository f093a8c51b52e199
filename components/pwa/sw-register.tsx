"use client";

import { useEffect } from "react";

/** Registers public/sw.js (built by `serwist build`) in production only; silently skipped where unsupported. */
export function ServiceWorkerRegister() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
        console.warn("Service worker registration failed", err);
      });
    };
    // After load, so the worker's precaching never competes with the first paint.
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
  return null;
}
