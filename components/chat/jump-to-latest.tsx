"use client";

import { ArrowDown } from "lucide-react";

/** Shown while the reader has scrolled up from the end of a conversation; brings them back down. */
export function JumpToLatest({ onJump }: { onJump: () => void }) {
  return (
    <div className="pointer-events-none sticky bottom-3 z-10 flex justify-center">
      <button
        type="button"
        onClick={onJump}
        className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full border border-line bg-white/95 px-3.5 py-1.5 text-sm font-medium text-ink shadow-md backdrop-blur transition-colors hover:bg-brand-50"
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
        Jump to latest
      </button>
    </div>
  );
}
