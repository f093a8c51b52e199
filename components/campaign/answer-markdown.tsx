"use client";

import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import rehypeSanitize from "rehype-sanitize";

// Assistant answers as sanitized markdown (GitHub schema: http, https, irc, ircs, mailto, xmpp links);
// links open in a new tab. Replace with the chat team's components/chat/markdown.tsx once merged.
export function AnswerMarkdown({ content }: { content: string }) {
  return (
    <div className="prose-hh text-[15px] [&>*:first-child]:mt-0 [&>*:last-child]:mb-0">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={{
          a: ({ href, children }) => (
            <a href={href} target="_blank" rel="noopener noreferrer">{children}</a>
          ),
        }}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
}
