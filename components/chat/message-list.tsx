"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
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
  /** Edit and re-ask an earlier question (a new branch). */
  onEdit?: (messageId: string, content: string) => void;
  /** Show the branch through a sibling message (the "2 / 3" arrows). */
  onShowBranch?: (messageId: string) => void;
  /** The path goes on above the first message shown; onLoadOlder fetches that page. */
  hasOlder?: boolean;
  onLoadOlder?: () => Promise<boolean>;
  scrollKey: number;
};

/**
 * The scrolling conversation. It follows new text only while the reader is at the bottom;
 * scrolled up, a "Jump to latest" button brings them back (hooks/use-follow-bottom.ts).
 */
const NEAR_TOP_PX = 120;

export function MessageList({ messages, user, loading, busy, onStarter, onRegenerate, onEdit, onShowBranch, hasOlder, onLoadOlder, scrollKey }: Props) {
  const site = useSite();
  const { ref: scroller, onScroll, follow, jump, away, keepPlace } = useFollowBottom<HTMLDivElement>();
  /** While an older page loads: the height below the reader's view, kept so the text does not jump. */
  const olderLoad = useRef<{ fromBottom: number } | null>(null);

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !onLoadOlder || olderLoad.current) return;
    olderLoad.current = { fromBottom: el.scrollHeight - el.scrollTop };
    onLoadOlder().then(
      (loaded) => { if (!loaded) olderLoad.current = null; },
      () => { olderLoad.current = null; },
    );
  };

  useLayoutEffect(() => {
    if (olderLoad.current) {
      // Older messages went in above: keep the reader's place.
      keepPlace(olderLoad.current.fromBottom);
      olderLoad.current = null;
    } else follow();
  }, [messages, follow, keepPlace]);

  useEffect(() => {
    follow(true);
  }, [scrollKey, follow]);

  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  const canRegenerate = !busy && lastAssistant && !lastAssistant.id.startsWith("temp-") && messages[messages.length - 1] === lastAssistant;

  return (
    <div
      ref={scroller}
      onScroll={(e) => {
        onScroll(e);
        if (hasOlder && e.currentTarget.scrollTop < NEAR_TOP_PX) loadOlder();
      }}
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
          <>
            {hasOlder ? (
              <button type="button" onClick={loadOlder} className="self-center rounded-full px-3 py-1 text-xs font-medium text-muted hover:bg-slate-100 hover:text-ink">
                Show earlier messages
              </button>
            ) : null}
            {messages.map((m) => (
              <MessageBubble
                key={m.id}
                message={m}
                user={user}
                onRegenerate={m === lastAssistant && canRegenerate ? onRegenerate : undefined}
                onEdit={onEdit && !busy && m.role === "user" && !m.id.startsWith("temp-") ? (text) => onEdit(m.id, text) : undefined}
                onShowBranch={onShowBranch && !busy ? onShowBranch : undefined}
              />
            ))}
          </>
        )}
      </div>
      {away && !loading && messages.length > 0 ? <JumpToLatest onJump={jump} /> : null}
    </div>
  );
}
