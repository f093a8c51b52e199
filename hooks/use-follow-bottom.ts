"use client";

import { useCallback, useRef, useState, type UIEvent } from "react";

/** Within this many pixels of the end, the reader counts as "at the bottom". */
const NEAR_BOTTOM_PX = 80;

/**
 * Scroll-follow for a conversation (issue 13 item 11): new text keeps the list at the bottom only
 * while the reader is there; once they scroll up to read, nothing moves under them and `away`
 * turns true (the "Jump to latest" button shows) until they come back or jump.
 */
export function useFollowBottom<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T | null>(null);
  const atBottom = useRef(true);
  const [away, setAway] = useState(false);

  const onScroll = useCallback((e: UIEvent<T>) => {
    const el = e.currentTarget;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    atBottom.current = bottom;
    setAway(!bottom);
  }, []);

  /** Scrolls to the end when the reader is following (or always, with `force`: they just sent). */
  const follow = useCallback((force = false) => {
    const el = ref.current;
    if (!el || (!force && !atBottom.current)) return;
    atBottom.current = true;
    el.scrollTop = el.scrollHeight;
  }, []);

  const jump = useCallback(() => {
    const el = ref.current;
    atBottom.current = true;
    setAway(false);
    el?.scrollTo({ top: el.scrollHeight, behavior: "smooth" });
  }, []);

  const following = useCallback(() => atBottom.current, []);

  /** Older messages went in above: keeps the reader's place (`fromBottom`: the height that was below the top of the view). */
  const keepPlace = useCallback((fromBottom: number) => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight - fromBottom;
  }, []);

  return { ref, onScroll, follow, jump, away, following, keepPlace };
}
