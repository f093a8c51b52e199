"use client";

import { useEffect, useState } from "react";

const LINES = [
  "Thinking...",
  "Researching the best options...",
  "Applying biblical wisdom to your question...",
  "Finding relevant recommendations...",
  "Considering your specific needs...",
  "Gathering helpful insights...",
];

/** The loading indicator: six status lines, 2 s each, looping. */
export function ThinkingLines() {
  const [i, setI] = useState(0);
  useEffect(() => {
    const t = window.setInterval(() => setI((n) => (n + 1) % LINES.length), 2000);
    return () => window.clearInterval(t);
  }, []);
  return (
    <div className="flex items-center gap-2 text-sm text-muted" role="status" aria-live="polite">
      <span className="flex gap-1" aria-hidden>
        {[0, 1, 2].map((d) => (
          <span key={d} className="h-2 w-2 animate-bounce rounded-full bg-brand-500" style={{ animationDelay: `${d * 150}ms` }} />
        ))}
      </span>
      <span>{LINES[i]}</span>
    </div>
  );
}
