"use client";

import { memo } from "react";
import { LogoMark } from "@/components/layout/logo";
import type { ChatMessage } from "@/lib/campaign/instant-client";
import { LazyMarkdown } from "@/components/chat/lazy-markdown";
import { HelpCard } from "@/components/chat/help-card";

export type Person = { firstName?: string | null; lastName?: string | null; email?: string | null; profileImageUrl?: string | null } | null;

/** Profile image, else initials of first and last name, else first letter of the email, else 'U'. */
export function avatarText(person: Person): string {
  const initials = `${person?.firstName?.trim()?.[0] ?? ""}${person?.lastName?.trim()?.[0] ?? ""}`;
  if (initials) return initials.toUpperCase();
  return (person?.email?.trim()?.[0] ?? "U").toUpperCase();
}

/**
 * One row of the instant chat. Memoised: a row is drawn again only when its own message changes (the
 * streamed answer's row per batch), not when anything else in the chat does. Left unmemoised, a
 * scroll or timer update re-rendered every row at a blocking priority, and a finished answer whose
 * Markdown had just arrived was parsed there in one long task (issue 14 item 8, eighth round).
 * Class names are joined, not cn(): they never conflict, and tailwind-merge builds its tables on its
 * first call (~14 ms, a long task on a phone) in the chat's first render.
 */
export const MessageBubble = memo(function MessageBubble({ message, person }: { message: ChatMessage; person: Person }) {
  const mine = message.role === "user";
  const bubble = mine
    ? "rounded-br-md bg-brand-600 text-white"
    : `rounded-bl-md border ${message.failed ? "border-amber-300 bg-amber-50" : "border-line bg-white"} text-ink`;
  return (
    <li className={`flex items-start gap-2 ${mine ? "flex-row-reverse" : "flex-row"}`}>
      {mine ? (
        person?.profileImageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- avatars are small same-origin images
          <img src={person.profileImageUrl} alt="" className="h-8 w-8 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-200 text-xs font-semibold text-slate-700">{avatarText(person)}</span>
        )
      ) : (
        <LogoMark className="h-8 w-8 shrink-0" />
      )}
      <div className="min-w-0 max-w-[85%]">
        {!mine && message.helpCard ? <HelpCard card={message.helpCard} className="mb-2" /> : null}
        <div className={`rounded-2xl px-4 py-2.5 shadow-sm ${bubble}`}>
          <span className="sr-only">{mine ? "You said:" : "Helpful Hand said:"}</span>
          {mine ? <p className="whitespace-pre-wrap break-words text-[15px] leading-6">{message.content}</p> : <LazyMarkdown content={message.content} className="text-[15px]" plain={message.pending} />}
        </div>
      </div>
    </li>
  );
});
