"use client";

import { Fragment, memo, type ReactElement } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import { clsx } from "clsx";
import { markdownBlocks } from "@/lib/chat/markdown-blocks";

// Links survive only with these schemes; any other link loses its href and is rendered as text.
const ALLOWED_SCHEMES = ["http", "https", "irc", "ircs", "mailto", "xmpp"];
const schema = { ...defaultSchema, protocols: { ...defaultSchema.protocols, href: ALLOWED_SCHEMES } };

const components: Components = {
  a({ href, children }) {
    if (!href) return <span>{children}</span>;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  },
  // Model output never gets to load images from arbitrary hosts (and the CSP would block them).
  img({ alt }) {
    return alt ? <span>{alt}</span> : null;
  },
};

// Parsed blocks by their text: a finished answer is shown again when the campaign chat opens its
// window (a new element) and on every later render, and each block is parsed once.
const parsed = new Map<string, ReactElement>();
const PARSED_MAX = 300;

/**
 * Markdown text to elements, parsed now. ReactMarkdown is a plain function of its props (no hooks):
 * it parses when called, so it is called here, once per block, and what it gives back is kept.
 */
export function parseMarkdown(text: string): ReactElement {
  return ReactMarkdown({ remarkPlugins: [remarkGfm], rehypePlugins: [[rehypeSanitize, schema]], components, children: text });
}

/** One top-level block (lib/chat/markdown-blocks.ts), parsed once and remembered. */
const MarkdownBlock = memo(function MarkdownBlock({ text }: { text: string }) {
  const hit = parsed.get(text);
  if (hit) return hit;
  const out = parseMarkdown(text);
  if (parsed.size >= PARSED_MAX) parsed.delete(parsed.keys().next().value!);
  parsed.set(text, out);
  return out;
});

/**
 * Assistant markdown: GFM (tables, autolinked www/http/email addresses), sanitised, links in a new
 * tab. Each top-level block is its own component, so React can pause between them when the answer
 * is rendered in a transition (hooks/use-campaign-chat.ts) and a block is never parsed twice.
 */
export function Markdown({ content, className }: { content: string; className?: string }) {
  return (
    // clsx, not cn(): callers add only a text size, which none of these sets (see lazy-markdown.tsx).
    <div className={clsx("prose-hh break-words [&>*:first-child]:mt-0 [&>*:last-child]:mb-0", className)}>
      {/* A newline between blocks, as one whole parse has: copied text and textContent keep their breaks. */}
      {markdownBlocks(content).map((text, i) => (
        <Fragment key={i}>
          {i > 0 ? "\n" : null}
          <MarkdownBlock text={text} />
        </Fragment>
      ))}
    </div>
  );
}
