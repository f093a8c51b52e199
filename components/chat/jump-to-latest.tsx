"use client";

import { ArrowDown } from "lucide-react";

/**
 * Shown while the reader has scrolled up from the end of a conversation; brings them back down.
 * A small round button at the right edge, so it covers as little of the answer being read as it can.
 */
export function JumpToLatest({ onJump }: { onJump: () => void }) {
  return (
    <div className="pointer-events-none sticky bottom-3 z-10 flex justify-end pr-3">
      <button
        type="button"
        onClick={onJump}
        aria-label="Jump to latest"
        title="Jump to latest"
        className="pointer-events-auto inline-flex h-9 w-9 items-center justify-center rounded-full border border-line bg-white/95 text-ink shadow-md backdrop-blur transition-colors hover:bg-brand-50"
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
