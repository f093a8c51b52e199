"use client";

import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "@/lib/client/when-idle";

const FIRST_TOUCH = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

/**
 * True once the page has loaded and the main thread is idle, or at the visitor's first tap or key,
 * whichever is first. The campaign chat's code is fetched and rendered only then: loaded right after
 * hydration it was the later half of the long tasks Lighthouse counted (issue 14 item 8, round 3),
 * while the question heading and its first line are already in the server-rendered HTML.
 */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    // In a transition: the chat's code and first render then run in slices React can pause between,
    // not as one long task while Lighthouse is still counting (issue 14 item 8, round 4).
    const settle = () => startTransition(() => setSettled(true));
    const cancel = whenIdle(settle);
    for (const type of FIRST_TOUCH) window.addEventListener(type, settle, { once: true, passive: true, capture: true });
    return () => {
      cancel();
      for (const type of FIRST_TOUCH) window.removeEventListener(type, settle, { capture: true });
    };
  }, [settled]);
  return settled;
}
