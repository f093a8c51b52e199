"use client";

import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { ArrowUp, Square } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { VoiceButton } from "./voice-button";

export type ComposerHandle = { fill: (text: string) => void; focus: () => void };

type Props = {
  onSend: (text: string) => void;
  onStop?: () => void;
  /** A reply is streaming: the send button becomes Stop. */
  streaming?: boolean;
  /** Sending is blocked (loading or a send pending); typing stays possible. */
  busy?: boolean;
  placeholder?: string;
};

/** Multi-line message box: grows to about 8rem, Enter sends, Shift+Enter adds a line. */
export const Composer = forwardRef<ComposerHandle, Props>(function Composer({ onSend, onStop, streaming, busy, placeholder }, ref) {
  const [value, setValue] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);

  useImperativeHandle(ref, () => ({
    fill: (text) => {
      setValue(text);
      box.current?.focus();
    },
    focus: () => box.current?.focus(),
  }));

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 128)}px`;
  }, [value]);

  const canSend = value.trim().length > 0 && !busy && !streaming;

  const submit = () => {
    const text = value.trim();
    if (!text || busy || streaming) return;
    setValue("");
    onSend(text);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="flex items-end gap-2 rounded-2xl border border-line bg-white p-2 shadow-sm focus-within:border-brand-400 focus-within:ring-2 focus-within:ring-brand-100"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-composer" className="sr-only">
        Message
      </label>
      <span id="chat-composer-hint" className="sr-only">
        Enter sends; Shift+Enter adds a new line.
      </span>
      <textarea
        id="chat-composer"
        ref={box}
        rows={1}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder ?? "Ask anything..."}
        aria-describedby="chat-composer-hint"
        className="max-h-32 min-h-10 flex-1 resize-none bg-transparent px-2 py-2 text-[15px] leading-6 text-ink placeholder:text-slate-500 focus:outline-none"
      />
      <VoiceButton
        disabled={streaming}
        onResult={(text) => {
          setValue((v) => (v.trim() ? `${v.trimEnd()} ${text}` : text));
          box.current?.focus();
        }}
        onError={(message) => toast({ title: "Voice input", description: message, variant: "destructive" })}
      />
      {streaming ? (
        <button
          type="button"
          onClick={onStop}
          aria-label="Stop generating"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink text-white hover:bg-slate-700"
        >
          <Square className="h-4 w-4 fill-current" aria-hidden />
        </button>
      ) : (
        <button
          type="submit"
          disabled={!canSend}
          aria-label="Send message"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white transition-colors hover:bg-brand-700 disabled:bg-slate-300"
        >
          <ArrowUp className="h-5 w-5" aria-hidden />
        </button>
      )}
    </form>
  );
});
