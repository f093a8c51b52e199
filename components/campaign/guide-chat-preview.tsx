"use client";

import { useLayoutEffect } from "react";
import { ArrowUp } from "lucide-react";
import { CHAT_INLINE_CLASS, CHAT_LIST_CLASS, CHAT_PANEL_CLASS, ChatPanelHeader, ChatStarters } from "./chat-panel-parts";

type Props = {
  heading: string;
  label: string;
  starters: string[];
  className?: string;
  draft: string;
  onDraft: (text: string) => void;
  inputRef: React.RefObject<HTMLTextAreaElement | null>;
  /** Told, as the chat replaces it, whether its composer had the focus (read before it leaves the page). */
  onLeave: (hadFocus: boolean) => void;
};

/**
 * A guide's chat panel before its code has loaded: the empty chat as it will look (header, the
 * guide's question as a starter, the composer), not a spinner. A guide's chat starts no answer by
 * itself, so its code is fetched only when the reader reaches for the page (first tap, key, focus,
 * wheel or scroll); until then this is all the panel costs (issue 14 item 8, seventh round). What
 * is typed here is handed to the chat when it arrives; sending waits for it (the button stays
 * disabled, as the chat's own is until its access is ready).
 */
export function GuideChatPreview({ heading, label, starters, className, draft, onDraft, inputRef, onLeave }: Props) {
  // A layout effect's cleanup runs before React removes this panel's elements, so the focus is still here.
  useLayoutEffect(() => {
    const el = inputRef.current;
    return () => onLeave(el !== null && document.activeElement === el);
  }, [inputRef, onLeave]);
  return (
    <section role="region" aria-label={label} className={`${CHAT_PANEL_CLASS} ${CHAT_INLINE_CLASS} ${className ?? ""}`}>
      <ChatPanelHeader heading={heading} />
      <div className={CHAT_LIST_CLASS}>
        <div>
          <ChatStarters starters={starters} onPick={(s) => { onDraft(s); inputRef.current?.focus(); }} />
          <ol aria-live="polite" className="space-y-4" />
        </div>
      </div>
      <form onSubmit={(e) => e.preventDefault()} className="flex items-end gap-2 border-t border-line bg-white p-3">
        <label htmlFor="instant-chat-input" className="sr-only">Your message</label>
        <textarea
          id="instant-chat-input" ref={inputRef} rows={1} value={draft} placeholder="Ask me anything..." maxLength={8000}
          onChange={(e) => onDraft(e.target.value)} onKeyDown={(e) => { if (e.key === "Enter" && !e.shiftKey) e.preventDefault(); }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2 text-[15px] leading-6 text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button
          type="submit" disabled aria-label="Send message"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:opacity-50"
        >
          <ArrowUp className="h-5 w-5" aria-hidden />
        </button>
      </form>
    </section>
  );
}
