"use client";

import { lazy, Suspense } from "react";
import { clsx } from "clsx";

// react-markdown + remark-gfm + rehype-sanitize are ~48 KB gzip: the campaign pages load them when
// the first answer arrives, not with the page a paid click lands on (issue 14 item 7).
// Once the code has arrived, one small text is parsed in a task of its own before the answer is: the
// first parse compiles the whole pipeline (~10 ms on a desktop core, 4x that on a phone), and in the
// same task as the code's evaluation or the answer's first block it made one long task of them
// (issue 14 item 8, eighth round).
const nextTask = () => new Promise<void>((resolve) => { window.setTimeout(resolve, 0); });
const Markdown = lazy(() =>
  import("./markdown").then(async (m) => {
    await nextTask();
    m.parseMarkdown("**a** [b](https://example.com)\n\n- c");
    await nextTask();
    return { default: m.Markdown };
  }),
);

/**
 * The chat's Markdown, loaded on first use; until then the text shows as plain paragraphs, one per
 * blank-line block as Markdown would make them (one block holding a whole streamed answer was the
 * page's largest element, so Lighthouse timed LCP by the answer, issue 14 item 8). `plain` keeps it
 * plain while the answer streams: loading and re-parsing Markdown during the stream were the longest
 * tasks on the campaign pages (round 3), so it is parsed once, when the answer is complete.
 */
export function LazyMarkdown({ content, className, plain = false }: { content: string; className?: string; plain?: boolean }) {
  const blocks = content.split(/\n{2,}/).filter((b) => b.trim());
  // clsx, not cn(): no caller's class conflicts with these, and tailwind-merge's first call builds its
  // tables (~14 ms on a phone) inside the campaign chat's first render (issue 14 item 8, eighth round).
  const paragraphs = <div className={clsx("space-y-3 whitespace-pre-wrap break-words", className)}>{blocks.map((b, i) => <p key={i}>{b}</p>)}</div>;
  if (plain) return paragraphs;
  return (
    <Suspense fallback={paragraphs}>
      <Markdown content={content} className={className} />
    </Suspense>
  );
}
