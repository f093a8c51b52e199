"use client";

import { useEffect, useState } from "react";

export const THINKING_LINES = [
  "Thinking",
  "Researching the best options",
  "Applying biblical wisdom to the question",
  "Finding relevant recommendations",
  "Considering specific needs",
  "Gathering helpful insights",
] as const;

export const THINKING_INTERVAL_MS = 2000;

/** While a reply is on its way: six status lines, each shown for 2 s, looping. */
export function ThinkingIndicator() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setIndex((i) => (i + 1) % THINKING_LINES.length), THINKING_INTERVAL_MS);
    return () => clearInterval(t);
  }, []);
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 text-sm text-muted">
      <span className="flex gap-1" aria-hidden>
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className="h-2 w-2 animate-bounce rounded-full bg-brand-500 motion-reduce:animate-none"
            style={{ animationDelay: `${i * 150}ms` }}
          />
        ))}
      </span>
      <span>{THINKING_LINES[index]}...</span>
    </div>
  );
}
