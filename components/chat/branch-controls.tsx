"use client";

import { useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeft, ChevronRight, Pencil } from "lucide-react";
import type { BranchPosition } from "@/lib/chat-ui/types";

const quiet =
  "inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-xs font-medium text-muted hover:bg-slate-100 hover:text-ink disabled:opacity-40 disabled:hover:bg-transparent";

/** "‹ 2 / 3 ›" under a message with siblings (edits of a question, takes of an answer). */
export function BranchArrows({ branch, what, disabled, onShow }: { branch: BranchPosition; what: "question" | "answer"; disabled?: boolean; onShow: (id: string) => void }) {
  const { index, count, siblingIds } = branch;
  const go = (i: number) => {
    const id = siblingIds[i];
    if (id) onShow(id);
  };
  const noun = what === "question" ? "version of this question" : "answer";
  return (
    <div className="inline-flex items-center text-xs text-muted" role="group" aria-label={`${what === "question" ? "Versions" : "Answers"}: ${index + 1} of ${count}`}>
      <button type="button" className={quiet} disabled={disabled || index === 0} onClick={() => go(index - 1)} aria-label={`Previous ${noun}`}>
        <ChevronLeft className="h-3.5 w-3.5" aria-hidden />
      </button>
      <span className="min-w-9 text-center tabular-nums">{`${index + 1} / ${count}`}</span>
      <button type="button" className={quiet} disabled={disabled || index === count - 1} onClick={() => go(index + 1)} aria-label={`Next ${noun}`}>
        <ChevronRight className="h-3.5 w-3.5" aria-hidden />
      </button>
    </div>
  );
}

export function EditButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  return (
    <button type="button" className={quiet} onClick={onClick} disabled={disabled} aria-label="Edit message">
      <Pencil className="h-3.5 w-3.5" aria-hidden />
      Edit
    </button>
  );
}

/** Editing an earlier question: re-asked from that point; the earlier branch stays one arrow away. */
export function EditQuestionForm({ initial, onSubmit, onCancel }: { initial: string; onSubmit: (text: string) => void; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const box = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, 240)}px`;
  }, [value]);
  const text = value.trim();
  const submit = () => {
    if (text && text !== initial.trim()) onSubmit(text);
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === "Escape") onCancel();
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <form
      className="w-full max-w-[85%] rounded-2xl border border-brand-300 bg-white p-2 shadow-sm sm:max-w-[75%]"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <textarea
        ref={box}
        autoFocus
        value={value}
        maxLength={8000}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={onKey}
        aria-label="Edit your message"
        className="block w-full resize-none bg-transparent px-2 py-1.5 text-[15px] leading-6 text-ink outline-none"
      />
      <div className="flex justify-end gap-2 pt-1">
        <button type="button" onClick={onCancel} className="rounded-lg px-3 py-1.5 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink">
          Cancel
        </button>
        <button type="submit" disabled={!text || text === initial.trim()} className="rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-50">
          Send
        </button>
      </div>
    </form>
  );
}
