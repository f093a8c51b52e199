"use client";

import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import { cn } from "@/lib/utils";

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

/** Assistant markdown: GFM (tables, autolinked www/http/email addresses), sanitised, links in a new tab. */
export function Markdown({ content, className }: { content: string; className?: string }) {
  return (
    <div className={cn("prose-hh break-words [&>*:first-child]:mt-0 [&>*:last-child]:mb-0", className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeSanitize, schema]]} components={components}>
        {content}
      </ReactMarkdown>
    </div>
  );
}
