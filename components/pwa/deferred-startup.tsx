"use client";

import { useEffect } from "react";
import { DEFERRED_TASK_DELAY_MS, applyDeferredAttributes } from "@/lib/pwa/deferred-tasks";

/** Runs the deferred startup tasks once, 100 ms after the window's load event. */
export function DeferredStartup() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      timer = setTimeout(() => applyDeferredAttributes(document), DEFERRED_TASK_DELAY_MS);
    };
    if (document.readyState === "complete") run();
    else window.addEventListener("load", run, { once: true });
    return () => {
      window.removeEventListener("load", run);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return null;
}
