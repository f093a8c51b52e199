"use client";

import { useEffect, useLayoutEffect } from "react";
import { useFollowBottom } from "@/hooks/use-follow-bottom";
import { useSite } from "@/components/site-context";
import type { CurrentUser } from "@/lib/chat-ui/types";
import { MessageBubble, type BubbleMessage } from "./message-bubble";
import { JumpToLatest } from "./jump-to-latest";

export const STARTERS = ["I'm researching a product", "I have a decision to make", "I'm planning something"] as const;

type Props = {
  messages: BubbleMessage[];
  user: CurrentUser | null;
  loading: boolean;
  busy: boolean;
  onStarter: (text: string) => void;
  onRegenerate: () => void;
  /** Changes when the reader sends: the list jumps to the bottom even if they had scrolled up. */
  scrollKey: number;
};

/**
 * The scrolling conversation. It follows new text only while the reader is at the bottom;
 * scrolled up, a "Jump to latest" button brings them back (hooks/use-follow-bottom.ts).
 */
export function MessageList({ messages, user, loading, busy, onStarter, onRegenerate, scrollKey }: Props) {
  const site = useSite();
  const { ref: scroller, onScroll, follow, jump, away } = useFollowBottom<HTMLDivElement>();

  useLayoutEffect(() => {
    follow();
  }, [messages, follow]);

  useEffect(() => {
    follow(true);
  }, [scrollKey, follow]);

  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  const canRegenerate = !busy && lastAssistant && !lastAssistant.id.startsWith("temp-") && messages[messages.length - 1] === lastAssistant;

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      className="flex-1 overflow-y-auto overscroll-contain"
      aria-label="Conversation"
      role="log"
      // Screen readers hear the answer once it is complete, not every streamed fragment.
      aria-busy={busy}
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 sm:px-6">
        {loading ? (
          <p role="status" className="py-10 text-center text-sm text-muted">
            Loading conversation...
          </p>
        ) : messages.length === 0 ? (
          <>
            <MessageBubble
              user={user}
              message={{
                id: "welcome",
                conversationId: "",
                role: "assistant",
                content: `Hi, I'm ${site.name}, your AI thinking partner. Tell me what you're researching, deciding or planning, and we'll think it through together: concrete options, honest trade-offs and wisdom from Scripture.`,
              }}
            />
            <div className="flex flex-wrap gap-2 pl-10">
              {STARTERS.map((s) => (
                <button
                  key={s}
                  type="button"
                  onClick={() => onStarter(s)}
                  className="rounded-full border border-brand-200 bg-brand-50 px-3.5 py-1.5 text-sm font-medium text-brand-800 transition-colors hover:bg-brand-100"
                >
                  {s}
                </button>
              ))}
            </div>
          </>
        ) : (
          messages.map((m) => (
            <MessageBubble key={m.id} message={m} user={user} onRegenerate={m === lastAssistant && canRegenerate ? onRegenerate : undefined} />
          ))
        )}
      </div>
      {away && !loading && messages.length > 0 ? <JumpToLatest onJump={jump} /> : null}
    </div>
  );
}
