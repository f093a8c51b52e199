"use client";

import { useState } from "react";
import { ThumbsDown, ThumbsUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiJson, errorMessage } from "@/lib/client/api";
import type { AnswerRating, FeedbackReason } from "@/lib/chat-ui/types";
import { cn } from "@/lib/utils";

export const REASONS: { value: FeedbackReason; label: string }[] = [
  { value: "wrong_product", label: "Wrong product" },
  { value: "not_relevant", label: "Not relevant" },
  { value: "unsafe", label: "Unsafe" },
  { value: "wrong_verse", label: "Wrong verse" },
  { value: "other", label: "Other" },
];

const thumb = "rounded-md p-1.5 text-muted hover:bg-slate-100 hover:text-ink aria-pressed:text-brand-700 aria-pressed:bg-brand-50";

/** Thumbs up/down under an answer; a thumbs down may say why and allow using the exchange for evaluation. */
export function AnswerFeedback({ messageId, initial }: { messageId: string; initial: AnswerRating | null }) {
  const [saved, setSaved] = useState<AnswerRating | null>(initial);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<FeedbackReason | null>(initial?.reason ?? null);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [share, setShare] = useState(initial?.shareContent ?? false);
  const [error, setError] = useState<string | null>(null);

  const send = async (rating: AnswerRating["rating"], extra: Partial<AnswerRating> = {}) => {
    setError(null);
    try {
      const r = await apiJson<{ feedback: AnswerRating }>(`/api/messages/${messageId}/feedback`, { method: "PUT", json: { rating, ...extra } });
      setSaved(r.feedback);
      return true;
    } catch (err) {
      setError(errorMessage(err));
      return false;
    }
  };

  return (
    <div className="mt-1">
      <div className="flex items-center gap-0.5" role="group" aria-label="Rate this answer">
        <button type="button" className={thumb} aria-label="Good answer" aria-pressed={saved?.rating === "up"} onClick={() => { setAsking(false); void send("up"); }}>
          <ThumbsUp className="h-3.5 w-3.5" aria-hidden />
        </button>
        <button type="button" className={thumb} aria-label="Bad answer" aria-pressed={saved?.rating === "down"} onClick={() => { setAsking(true); void send("down", { reason, comment: comment.trim() || null, shareContent: share }); }}>
          <ThumbsDown className="h-3.5 w-3.5" aria-hidden />
        </button>
        {saved && !asking ? <span className="ml-1 text-xs text-muted">{saved.rating === "down" && saved.reason ? `Thanks: ${REASONS.find((r) => r.value === saved.reason)?.label}` : "Thanks for the feedback"}</span> : null}
      </div>
      {asking ? (
        <form
          className="mt-2 max-w-md rounded-xl border border-line bg-white p-3 shadow-sm"
          onSubmit={async (e) => {
            e.preventDefault();
            if (await send("down", { reason, comment: reason === "other" ? comment.trim() || null : null, shareContent: share })) setAsking(false);
          }}
        >
          <fieldset>
            <legend className="text-sm font-medium text-ink">What was wrong? (optional)</legend>
            <div className="mt-2 flex flex-wrap gap-1.5">
              {REASONS.map((r) => (
                <label key={r.value} className={cn("cursor-pointer rounded-full border px-3 py-1 text-xs font-medium", reason === r.value ? "border-brand-600 bg-brand-50 text-brand-800" : "border-line text-muted hover:bg-slate-50")}>
                  <input type="radio" name={`reason-${messageId}`} value={r.value} checked={reason === r.value} onChange={() => setReason(r.value)} className="sr-only" />
                  {r.label}
                </label>
              ))}
            </div>
          </fieldset>
          {reason === "other" ? (
            <textarea aria-label="Tell us more" maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} rows={2} className="mt-2 w-full rounded-lg border border-line px-2.5 py-1.5 text-sm" placeholder="Tell us more" />
          ) : null}
          <label className="mt-2 flex items-start gap-2 text-xs text-muted">
            <input type="checkbox" checked={share} onChange={(e) => setShare(e.target.checked)} className="mt-0.5" />
            Share this question and answer with the team to improve answers
          </label>
          {error ? <p role="alert" className="mt-2 text-xs text-red-700">{error}</p> : null}
          <div className="mt-2 flex gap-2">
            <Button type="submit" size="sm">Send feedback</Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>Close</Button>
          </div>
        </form>
      ) : error ? <p role="alert" className="mt-1 text-xs text-red-700">{error}</p> : null}
    </div>
  );
}
