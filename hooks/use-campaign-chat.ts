"use client";

import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { addUsage } from "@/lib/campaign/browser-storage";
import { ChatCallError, sendFollowUp, startInstantConversation, type ChatMessage } from "@/lib/campaign/instant-client";
import { startRetryDelay } from "@/lib/campaign/nudge";
import { whenIdle } from "@/lib/client/when-idle";

export const OOPS = "Oops, I got distracted for a second there! Let me focus and try again...";
let seq = 0;
const localId = (p: string) => `${p}-${Date.now()}-${++seq}`;
/** Streamed text is shown in batches: one render (and Markdown parse) per delta kept the main thread busy. */
const STREAM_FLUSH_MS = 100;

/**
 * The instant chat's conversation: starts once (question + device id + access, no conversation yet),
 * retries the start with backoff (2 s, 4 s, 8 s) behind a placeholder message, then offers "Try again".
 */
export function useCampaignChat({ question, deviceId, ready, onQuestion }: { question: string | null; deviceId: string | null; ready: boolean; onQuestion?: () => void }) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [assistantCount, setAssistantCount] = useState(0);
  const [startFailed, setStartFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [lastWasSend, setLastWasSend] = useState(false);
  const started = useRef(false);
  const attempt = useRef(0);
  const retryTimer = useRef<number | null>(null);
  const lastQuestion = useRef<string | null>(null);
  const startRef = useRef<((q: string, device: string) => Promise<void>) | null>(null);
  const onQuestionRef = useRef(onQuestion);
  useEffect(() => { onQuestionRef.current = onQuestion; }, [onQuestion]);

  const start = useCallback(async (q: string, device: string) => {
    lastQuestion.current = q;
    setLoading(true);
    setStartFailed(false);
    setNotice(null);
    const userMsg: ChatMessage = { id: localId("u"), role: "user", content: q };
    const aiId = localId("a");
    setMessages([userMsg, { id: aiId, role: "assistant", content: "", pending: true }]);
    let buffered = "";
    let flushTimer: number | undefined;
    const flush = () => {
      const text = buffered;
      buffered = "";
      flushTimer = undefined;
      startTransition(() => setMessages((ms) => ms.map((m) => (m.id === aiId ? { ...m, content: m.content + text } : m))));
    };
    try {
      const result = await startInstantConversation({
        question: q, deviceId: device,
        onDelta: (text) => {
          buffered += text;
          flushTimer ??= window.setTimeout(flush, STREAM_FLUSH_MS);
        },
      }).finally(() => window.clearTimeout(flushTimer));
      // The finished answer's Markdown is rendered in a transition: one block at a time, with the
      // main thread free between blocks (components/chat/markdown.tsx), not as one long task.
      startTransition(() => {
        setConversationId(result.conversationId);
        setMessages([{ ...result.userMessage }, { ...result.aiMessage }]);
        setAssistantCount(1);
        setLoading(false);
      });
      addUsage(window.localStorage, { conversations: 1, messages: 2 });
      attempt.current = 0;
    } catch (err) {
      console.warn("Instant chat start failed", err);
      const quota = err instanceof ChatCallError && err.status === 429;
      const denied = err instanceof ChatCallError && (err.status === 401 || err.status === 403);
      const delay = quota || denied ? null : startRetryDelay(attempt.current);
      if (delay === null) {
        setMessages([userMsg]);
        setLoading(false);
        setStartFailed(true);
        setNotice(quota && err instanceof ChatCallError ? err.serverMessage : "We couldn't get an answer just now.");
        return;
      }
      setMessages([userMsg, { id: aiId, role: "assistant", content: OOPS, failed: true }]);
      attempt.current += 1;
      retryTimer.current = window.setTimeout(() => void startRef.current?.(q, device), delay);
    }
  }, []);

  useEffect(() => { startRef.current = start; }, [start]);

  // The ad question's answer starts once the page has loaded and gone idle: its streaming render
  // is then not part of the page load's blocking time (issue 14 item 8).
  useEffect(() => {
    if (!question || !deviceId || !ready || conversationId || started.current) return;
    return whenIdle(() => {
      if (started.current) return;
      started.current = true;
      onQuestionRef.current?.();
      void start(question, deviceId);
    });
  }, [question, deviceId, ready, conversationId, start]);

  useEffect(() => () => { if (retryTimer.current) window.clearTimeout(retryTimer.current); }, []);

  const retry = useCallback(() => {
    if (!lastQuestion.current || !deviceId) return;
    attempt.current = 0;
    void start(lastQuestion.current, deviceId);
  }, [deviceId, start]);

  /** Blank input, a request in flight, or no conversation blocks sending (spec 4). */
  const send = useCallback(async (text: string): Promise<boolean> => {
    const content = text.trim();
    if (!content || loading || !conversationId) return false;
    setNotice(null);
    setLastWasSend(true);
    const aiId = localId("a");
    setMessages((ms) => [...ms, { id: localId("u"), role: "user", content }, { id: aiId, role: "assistant", content: "", pending: true }]);
    setLoading(true);
    onQuestionRef.current?.();
    try {
      // Streams like the first answer: the text grows in its bubble as it arrives.
      const r = await sendFollowUp({
        conversationId, content,
        onDelta: (text) => setMessages((ms) => ms.map((m) => (m.id === aiId ? { ...m, content: m.content + text } : m))),
      });
      startTransition(() => {
        setMessages((ms) => (r.aiMessage ? ms.map((m) => (m.id === aiId ? { ...r.aiMessage! } : m)) : ms.filter((m) => m.id !== aiId)));
        if (r.aiMessage) setAssistantCount((n) => n + 1);
      });
      addUsage(window.localStorage, { messages: 2 });
    } catch (err) {
      console.warn("Instant chat message failed", err);
      setMessages((ms) => ms.filter((m) => m.id !== aiId));
      if (err instanceof ChatCallError && err.status === 429) setNotice(err.serverMessage);
      else setNotice("That message didn't go through. Please try again.");
    } finally {
      setLoading(false);
    }
    return true;
  }, [conversationId, loading]);

  /** A question typed before any conversation exists (no ad question): starts one with it. */
  const startWith = useCallback((text: string) => {
    const q = text.trim();
    if (!q || !deviceId || !ready || loading || conversationId) return false;
    started.current = true;
    onQuestionRef.current?.();
    void start(q, deviceId);
    return true;
  }, [deviceId, ready, loading, conversationId, start]);

  return { messages, conversationId, loading, assistantCount, startFailed, notice, lastWasSend, send, retry, startWith };
}
