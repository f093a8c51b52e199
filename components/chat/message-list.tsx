"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import { useSite } from "@/components/site-context";
import type { CurrentUser } from "@/lib/chat-ui/types";
import { MessageBubble, type BubbleMessage } from "./message-bubble";

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

const NEAR_BOTTOM_PX = 80;

/** The scrolling conversation. It follows new text only while the reader is at the bottom. */
export function MessageList({ messages, user, loading, busy, onStarter, onRegenerate, scrollKey }: Props) {
  const site = useSite();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);

  const toBottom = () => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  };

  useLayoutEffect(() => {
    if (atBottom.current) toBottom();
  }, [messages]);

  useEffect(() => {
    atBottom.current = true;
    toBottom();
  }, [scrollKey]);

  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  const canRegenerate = !busy && lastAssistant && !lastAssistant.id.startsWith("temp-") && messages[messages.length - 1] === lastAssistant;

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        const el = e.currentTarget;
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="flex-1 overflow-y-auto overscroll-contain"
      aria-label="Conversation"
      role="log"
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
    </div>
  );
}
