"use client";

import { startTransition, useEffect, useState } from "react";
import { whenQuiet } from "@/lib/client/when-idle";

/** Signs that a visitor is reaching for the page: the chat is loaded at once then. */
const FIRST_TOUCH = ["pointerdown", "keydown", "touchstart", "focusin", "wheel", "scroll"] as const;

/**
 * How long the page stays quiet after load + idle before the chat's code is fetched. Round 5 tried
 * 2 s (it halved /utm's blocking time in Lighthouse), but an ad visitor then waits 2 s longer for the
 * answer the spec calls instant; the lead chose the visitor over the lab score: load + idle only.
 */
export const SETTLE_QUIET_MS = 0;

/**
 * True once the page has loaded and gone idle (plus SETTLE_QUIET_MS), or at the visitor's
 * first tap, key, wheel or scroll, whichever is first. The campaign chat's code is fetched and rendered
 * only then: loaded at the first idle moment it still ran while the framework was hydrating and the
 * router warming up, inside the page load's blocking time (issue 14 item 8, rounds 3 and 5), while
 * the question heading, its first line and the article are already in the server-rendered HTML.
 */
export function usePageSettled(): boolean {
  return useSettled(true);
}

/**
 * True at the visitor's first tap, key, focus, wheel or scroll only. For a guide's chat, which starts
 * no answer by itself: until the reader reaches for the page its panel is a still preview (issue 14
 * item 8, seventh round), so a reader who only reads never pays for the chat's code.
 */
export function useFirstTouch(): boolean {
  return useSettled(false);
}

function useSettled(onQuiet: boolean): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) return;
    // In a transition: the chat's code and first render then run in slices React can pause between,
    // not as one long task (issue 14 item 8, round 4).
    const settle = () => startTransition(() => setSettled(true));
    const cancel = onQuiet ? whenQuiet(settle, SETTLE_QUIET_MS) : () => {};
    for (const type of FIRST_TOUCH) window.addEventListener(type, settle, { once: true, passive: true, capture: true });
    return () => {
      cancel();
      for (const type of FIRST_TOUCH) window.removeEventListener(type, settle, { capture: true });
    };
  }, [settled, onQuiet]);
  return settled;
}
