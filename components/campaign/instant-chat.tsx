"use client";

import Link from "next/link";
import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { Maximize2, MessageCircle, Minimize2, RotateCcw } from "lucide-react";
import { LogoMark } from "@/components/layout/logo";
import { useSite } from "@/components/site-context";
import { Button } from "@/components/ui/button";
import { useCampaignChat } from "@/hooks/use-campaign-chat";
import { FULLSCREEN_AFTER_SENT, HALF_SCREEN_DELAY_MS, nudgeDelay } from "@/lib/campaign/nudge";
import { MessageBubble, type Person } from "./chat-bubbles";
import { ChatComposer } from "./chat-composer";
import { CHAT_INLINE_CLASS, CHAT_LIST_CLASS, CHAT_PANEL_CLASS, ChatPanelHeader, ChatStarters } from "./chat-panel-parts";
import { SignupNudge } from "./signup-nudge";
import { ThinkingIndicator } from "@/components/chat/thinking-indicator";
import { JumpToLatest } from "@/components/chat/jump-to-latest";
import { useFollowBottom } from "@/hooks/use-follow-bottom";

export type DisplayMode = "inline" | "half" | "full" | "collapsed";
const STARTERS = ["I'm researching a product", "I have a decision to make", "I'm planning something"];

type Props = {
  question: string | null;
  /** The empty panel's suggestions (a guide offers its own question); default: the spec's three. */
  starters?: string[];
  deviceId: string | null;
  ready: boolean;
  /** /utm: open the half-screen window 500 ms after the first answer, fullscreen after 2 sends. */
  autoExpand?: boolean;
  title?: string;
  person?: Person;
  className?: string;
  /** Drop the 400 px minimum (the landing page's panel uses the spec's 20rem/24rem heights). */
  compact?: boolean;
  onQuestion?: () => void;
  inputRef?: React.RefObject<HTMLTextAreaElement | null>;
  /** What the reader typed into a guide's preview before this code arrived (guide-chat-preview.tsx). */
  initialInput?: string;
};

/**
 * The panel's classes per mode, joined rather than cn(): none of them conflict (a hidden panel drops
 * `flex` itself), and tailwind-merge's first call builds its tables, ~14 ms in the chat's first
 * render on a phone (issue 14 item 8, eighth round). Callers size the inline panel with `className`.
 */
export function panelClass(mode: DisplayMode, compact: boolean, className?: string): string {
  if (mode === "collapsed") return "hidden";
  const placed = {
    inline: `${CHAT_INLINE_CLASS}${compact ? "" : " min-h-[400px]"}${className ? ` ${className}` : ""}`,
    half: "fixed left-1/2 top-1/2 z-50 h-[max(50dvh,400px)] w-[min(48rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line shadow-2xl",
    full: "fixed inset-0 z-50",
  }[mode];
  return `${CHAT_PANEL_CLASS} ${placed}`;
}

/** The ad visitor's chat: inline panel, half-screen window, fullscreen, or a floating 'Continue Chat' button. */
export function InstantChat({ question, starters = STARTERS, deviceId, ready, autoExpand = false, title, person = null, className, compact = false, onQuestion, inputRef: externalInputRef, initialInput = "" }: Props) {
  const site = useSite();
  const chat = useCampaignChat({ question, deviceId, ready, onQuestion });
  const [mode, setMode] = useState<DisplayMode>("inline");
  const [input, setInput] = useState(initialInput);
  const [sentWhileOpen, setSentWhileOpen] = useState(0);
  const [nudge, setNudge] = useState(false);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const expanded = useRef(false);
  const { ref: listRef, onScroll, follow, jump, away, following } = useFollowBottom<HTMLDivElement>();
  const shownCount = useRef(0);
  const ownInputRef = useRef<HTMLTextAreaElement | null>(null);
  const inputRef = externalInputRef ?? ownInputRef;

  // Half-screen 500 ms after the first answer (once).
  useEffect(() => {
    if (!autoExpand || expanded.current || chat.assistantCount < 1 || chat.loading) return;
    const t = window.setTimeout(() => {
      expanded.current = true;
      // The window is a new element holding the whole conversation: rendered in a transition.
      startTransition(() => setMode((m) => (m === "inline" ? "half" : m)));
    }, HALF_SCREEN_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [autoExpand, chat.assistantCount, chat.loading]);

  // Escape leaves fullscreen.
  useEffect(() => {
    if (mode !== "full") return;
    const onKey = (e: KeyboardEvent) => { if (e.key === "Escape") setMode("half"); };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [mode]);

  // Signup nudge timing (lib/campaign/nudge.ts).
  const settled = chat.messages.filter((m) => !m.pending && !m.failed);
  useEffect(() => {
    if (nudge) return;
    const count = settled.length;
    if (dismissedAt !== null && count <= dismissedAt) return;
    const delay = nudgeDelay({ messages: settled, loading: chat.loading, afterSend: chat.lastWasSend, dismissed: dismissedAt !== null, affiliateDomains: site.affiliateDomains });
    if (delay === null) return;
    const t = window.setTimeout(() => setNudge(true), delay);
    return () => window.clearTimeout(t);
  }, [settled.length, chat.loading, chat.lastWasSend, dismissedAt, nudge, site.affiliateDomains]); // eslint-disable-line react-hooks/exhaustive-deps -- re-evaluated when the count or loading changes

  // Keep the conversation in view while the reader follows it (hooks/use-follow-bottom.ts): a new
  // question scrolls to the bottom; a streaming answer is followed only while they are at the
  // bottom; a finished answer is shown from its start (long answers would otherwise open at their
  // last line). Scrolled up, nothing moves and "Jump to latest" appears.
  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const added = chat.messages.length > shownCount.current;
    shownCount.current = chat.messages.length;
    const last = chat.messages.at(-1);
    const answerItem = el.querySelector<HTMLElement>("ol > li:last-child");
    if (added && (last?.role !== "assistant" || last.pending)) return follow(true);
    if (!following()) return;
    if (last?.role === "assistant" && !last.pending && answerItem) el.scrollTop = answerItem.offsetTop - 12;
    else follow();
  }, [chat.messages, chat.loading, listRef, follow, following]);

  const submit = useCallback(() => {
    const text = input.trim();
    if (!text || chat.loading) return;
    if (!chat.conversationId) {
      if (chat.startWith(text)) setInput("");
      return;
    }
    void chat.send(text);
    setInput("");
    if (mode === "half") {
      const n = sentWhileOpen + 1;
      setSentWhileOpen(n);
      if (n >= FULLSCREEN_AFTER_SENT) setMode("full");
    }
  }, [input, chat, mode, sentWhileOpen]);

  const dismissNudge = () => {
    setNudge(false);
    setDismissedAt(settled.length);
  };

  const empty = chat.messages.length === 0;
  const heading = title ?? site.name;
  const overlay = mode === "half" || mode === "full";

  return (
    <>
      {overlay && (
        // Same size as the inline panel, so nothing below it moves when the window opens.
        <div className={`flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-brand-300 bg-brand-50/60 p-6 text-center ${compact ? "min-h-24" : "min-h-[400px]"} ${className ?? ""}`}>
          <p className="text-sm text-muted">Your conversation is open.</p>
        </div>
      )}
      {mode === "collapsed" && (
        // Minimized: a slim bar, not an empty panel; the floating button is the one way back.
        <p className="rounded-xl border border-dashed border-brand-300 bg-brand-50/60 px-4 py-2.5 text-center text-sm text-muted">
          Your conversation is minimized: use Continue Chat in the corner to reopen it.
        </p>
      )}
      {overlay && <div aria-hidden className="fixed inset-0 z-40 bg-slate-900/40" onClick={() => mode === "half" && setMode("collapsed")} />}
      <section
        // A new element for the window (not the inline panel moving) keeps layout shift at zero.
        key={overlay ? "window" : "panel"}
        role={overlay ? "dialog" : "region"}
        aria-label={`Chat with ${site.name}`}
        className={panelClass(mode, compact, className)}
      >
        <ChatPanelHeader heading={heading}>
          {mode === "half" && (
            <>
              <Button variant="ghost" size="icon" aria-label="Fullscreen" onClick={() => setMode("full")}><Maximize2 className="h-4 w-4" aria-hidden /></Button>
              <Button variant="ghost" size="sm" onClick={() => setMode("collapsed")}>Minimize</Button>
            </>
          )}
          {mode === "full" && (
            <Button variant="ghost" size="sm" onClick={() => setMode("half")}><Minimize2 className="h-4 w-4" aria-hidden />Minimize</Button>
          )}
        </ChatPanelHeader>

        <div ref={listRef} onScroll={onScroll} className={CHAT_LIST_CLASS}>
          <div className={mode === "full" ? "mx-auto max-w-3xl" : undefined}>
            {empty && !question && (
              <ChatStarters starters={starters} onPick={(s) => { setInput(s); inputRef.current?.focus(); }} />
            )}
            <ol aria-live="polite" className="space-y-4">
              {chat.messages.map((m) =>
                m.pending && !m.content ? (
                  <li key={m.id} className="flex items-start gap-2"><LogoMark className="h-8 w-8 shrink-0" /><div className="rounded-2xl rounded-bl-md border border-line bg-white px-4 py-3"><ThinkingIndicator /></div></li>
                ) : (
                  <MessageBubble key={m.id} message={m} person={person} />
                ),
              )}
              {chat.loading && chat.conversationId && !chat.messages.some((m) => m.pending) && (
                <li className="flex items-start gap-2"><LogoMark className="h-8 w-8 shrink-0" /><div className="rounded-2xl rounded-bl-md border border-line bg-white px-4 py-3"><ThinkingIndicator /></div></li>
              )}
            </ol>
            {chat.notice && (
              <div role="alert" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <p>{chat.notice}</p>
                <div className="mt-2 flex flex-wrap gap-2">
                  {chat.startFailed && <Button size="sm" variant="secondary" onClick={chat.retry}><RotateCcw className="h-4 w-4" aria-hidden />Try again</Button>}
                  <Button size="sm" variant="link" asChild><Link href="/">Join the beta</Link></Button>
                </div>
              </div>
            )}
          </div>
          {away && !empty ? <JumpToLatest onJump={jump} /> : null}
        </div>

        {nudge && <SignupNudge onDismiss={dismissNudge} />}
        <ChatComposer
          value={input} onChange={setInput} onSubmit={submit} inputRef={inputRef}
          disabled={chat.loading || !ready}
          placeholder={chat.conversationId ? "Ask a follow-up question..." : "Ask me anything..."}
        />
      </section>
      {mode === "collapsed" && (
        <button
          type="button" onClick={() => setMode("half")}
          className="fixed bottom-5 right-5 z-40 inline-flex items-center gap-2 rounded-full bg-brand-600 px-5 py-3 font-medium text-white shadow-xl hover:bg-brand-700"
        >
          <MessageCircle className="h-5 w-5" aria-hidden />Continue Chat
        </button>
      )}
    </>
  );
}
