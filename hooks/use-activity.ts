"use client";

import { useCallback, useEffect, useRef } from "react";
import { isActive as within } from "@/lib/auth/session-rules";

const EVENTS = ["click", "touchstart", "scroll", "keydown"] as const;

/** Last user activity (click, touch, scroll, key); active means within the last 30 minutes. */
export function useActivity(): { lastActivity: () => number; isActive: () => boolean } {
  const last = useRef(0);
  useEffect(() => {
    last.current = Date.now();
    const mark = () => {
      last.current = Date.now();
    };
    for (const e of EVENTS) window.addEventListener(e, mark, { passive: true, capture: true });
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, mark, { capture: true });
    };
  }, []);
  const lastActivity = useCallback(() => last.current, []);
  const isActive = useCallback(() => within(last.current), []);
  return { lastActivity, isActive };
}
