"use client";

import { useState } from "react";
import { Check, X } from "lucide-react";

export const TITLE_MAX = 100;

/**
 * Inline rename: Enter or the check saves, Escape or the cross cancels, leaving the field saves.
 * The title is kept as typed (trimmed); an empty one is not sent.
 */
export function RenameField({ initial, onSave, onCancel, label, className }: {
  initial: string; onSave: (title: string) => Promise<boolean>; onCancel: () => void; label: string; className?: string;
}) {
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState(false);
  const trimmed = value.trim();
  const save = async () => {
    if (pending) return;
    if (!trimmed || trimmed === initial) return onCancel();
    setPending(true);
    const ok = await onSave(trimmed);
    setPending(false);
    if (ok) onCancel();
  };
  return (
    <form
      className={className ?? "flex min-w-0 flex-1 items-center gap-1"}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <input
        aria-label={label}
        value={value}
        maxLength={TITLE_MAX}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            onCancel();
          }
        }}
        onBlur={(e) => {
          // Clicking the form's own buttons is not leaving the field.
          if (!e.currentTarget.form?.contains(e.relatedTarget as Node | null)) void save();
        }}
        disabled={pending}
        className="min-w-0 flex-1 rounded-lg border border-brand-300 bg-white px-2.5 py-1.5 text-sm text-ink outline-none focus:ring-2 focus:ring-brand-200"
      />
      <button type="submit" aria-label="Save title" disabled={pending || !trimmed} className="rounded-md p-1.5 text-brand-700 hover:bg-brand-50 disabled:opacity-50">
        <Check className="h-4 w-4" aria-hidden />
      </button>
      <button type="button" aria-label="Cancel rename" onClick={onCancel} className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </form>
  );
}
