"use client";

import { lazy, Suspense } from "react";
import { cn } from "@/lib/utils";

// react-markdown + remark-gfm + rehype-sanitize are ~48 KB gzip: the campaign pages load them when
// the first answer arrives, not with the page a paid click lands on (issue 14 item 7).
const Markdown = lazy(() => import("./markdown").then((m) => ({ default: m.Markdown })));

/** The chat's Markdown, loaded on first use; until then the text shows as plain paragraphs. */
export function LazyMarkdown({ content, className }: { content: string; className?: string }) {
  return (
    <Suspense fallback={<p className={cn("whitespace-pre-wrap break-words", className)}>{content}</p>}>
      <Markdown content={content} className={className} />
    </Suspense>
  );
}
