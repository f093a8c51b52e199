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
  /** Where the list was last left by us or seen by a scroll event: a lower position now means the reader moved up. */
  const lastTop = useRef(0);
  const [away, setAway] = useState(false);

  const onScroll = useCallback((e: UIEvent<T>) => {
    const el = e.currentTarget;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
    atBottom.current = bottom;
    lastTop.current = el.scrollTop;
    setAway(!bottom);
  }, []);

  /** Scrolls to the end when the reader is following (or always, with `force`: they just sent). */
  const follow = useCallback((force = false) => {
    const el = ref.current;
    if (!el) return;
    // The reader scrolled up and new text arrived before the browser delivered that scroll event: they
    // are reading, not following, so nothing moves under them.
    // (A list that got shorter is clamped at its end, which is no move up: the reader is still at the bottom.)
    if (!force && el.scrollTop < lastTop.current - 2 && el.scrollHeight - el.scrollTop - el.clientHeight >= NEAR_BOTTOM_PX) {
      atBottom.current = false;
      lastTop.current = el.scrollTop;
      setAway(true);
      return;
    }
    if (!force && !atBottom.current) return;
    atBottom.current = true;
    el.scrollTop = el.scrollHeight;
    lastTop.current = el.scrollTop;
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
    if (el) {
      el.scrollTop = el.scrollHeight - fromBottom;
      lastTop.current = el.scrollTop;
    }
  }, []);

  return { ref, onScroll, follow, jump, away, following, keepPlace };
}
