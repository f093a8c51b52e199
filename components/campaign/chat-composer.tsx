"use client";

import { useEffect, useRef, type FormEvent, type KeyboardEvent } from "react";
import { ArrowUp } from "lucide-react";
import { VoiceButton } from "@/components/chat/voice-button";

/** Multi-line input that grows to about 8rem; Enter sends, Shift+Enter adds a line. */
export function ChatComposer({
  value, onChange, onSubmit, disabled, placeholder, inputRef,
}: {
  value: string; onChange: (v: string) => void; onSubmit: () => void; disabled: boolean; placeholder: string;
  inputRef?: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const localRef = useRef<HTMLTextAreaElement | null>(null);
  const ref = inputRef ?? localRef;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Empty: one row, whatever the placeholder's length; growing to fit a wrapped placeholder once
    // the voice button appeared moved the composer after the first paint (CLS, issue 14 item 8).
    if (!value) {
      el.style.height = "";
      return;
    }
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 128)}px`;
  }, [value, ref]);

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      onSubmit();
    }
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-line bg-white p-3">
      <label htmlFor="instant-chat-input" className="sr-only">Your message</label>
      <textarea
        id="instant-chat-input" ref={ref} rows={1} value={value} placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)} onKeyDown={onKeyDown} maxLength={8000}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-line bg-white px-3 py-2 text-[15px] leading-6 text-ink placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
      />
      <VoiceButton onResult={(t) => onChange(value ? `${value} ${t}` : t)} onError={(m) => console.warn(m)} disabled={disabled} />
      <button
        type="submit" disabled={disabled || !value.trim()} aria-label="Send message"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:opacity-50"
      >
        <ArrowUp className="h-5 w-5" aria-hidden />
      </button>
    </form>
  );
}
