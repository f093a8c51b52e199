"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { BubbleMessage } from "@/components/chat/message-bubble";
import { ApiRequestError, apiFetch, apiJson } from "@/lib/client/api";
import { ChatStreamError, followAnswer, isAbort, postChatTurn } from "@/lib/client/chat-stream";
import type { ChatMessage, SendResult } from "@/lib/chat-ui/types";

export type TurnError = { code: string | null; message: string };

function turnError(err: unknown): TurnError {
  if (err instanceof ApiRequestError) return { code: err.code, message: err.serverMessage ?? err.message };
  if (err instanceof ChatStreamError) return { code: err.code, message: err.message };
  return { code: null, message: "The answer could not be loaded. Please check your connection and try again." };
}

/** `olderCursor`: the path goes on above the first message shown (GET …/messages pages it). */
type State = { forId: string | null; messages: BubbleMessage[]; olderCursor?: string | null };

/** One page of the path shown: the messages, oldest first, and the cursor for the ones above. */
async function fetchPage(id: string, before?: string | null): Promise<{ messages: ChatMessage[]; olderCursor: string | null }> {
  const res = await apiFetch(`/api/conversations/${id}/messages${before ? `?before=${encodeURIComponent(before)}` : ""}`);
  return { messages: (await res.json()) as ChatMessage[], olderCursor: res.headers.get("X-Older-Cursor") };
}

// Refusals that happen before the server saves anything (campaign quota, daily answer budget, rate
// limits): the question was not kept, so its words go back to the composer instead of being lost.
const REFUSED_BEFORE_SAVING = new Set(["quota_exceeded", "rate_limited"]);

const followPath = (id: string) => `/api/conversations/${id}/stream`;

/** Asks the server to stop the answer (any app server may be writing it); the stream then ends. */
function requestStop(id: string, messageId: string | null): void {
  void apiJson(`/api/conversations/${id}/stop`, { method: "POST", json: messageId ? { messageId } : {} }).catch((err: unknown) => {
    console.error("Stop failed", err);
  });
}

/**
 * The active conversation's messages, and the turns that change them: send (temporary user
 * message at once, streamed answer), stop (the server stops the answer: the question and any
 * partial answer stay; with nothing answered the question's words go back to the composer) and
 * regenerate. Answers are written on the server as they stream, so a dropped connection resumes,
 * and an answer still being written when the conversation loads (after a reload) is followed.
 */
export function useChatMessages(conversationId: string | null) {
  // Messages and errors are stored with the conversation they belong to; another id reads as empty.
  const [state, setState] = useState<State>({ forId: null, messages: [] });
  const [streaming, setStreaming] = useState(false);
  const [errorState, setError] = useState<(TurnError & { forId: string }) | null>(null);
  /** The last question the server refused before saving it (`n` makes each refusal a new value). */
  const [refused, setRefused] = useState<{ text: string; n: number } | null>(null);
  const loadedFor = useRef<string | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const seq = useRef(0);
  /** The answer being written (its server id once known) and whether the reader asked to stop it. */
  const live = useRef<{ conversationId: string; answerId: string | null; stopWanted: boolean } | null>(null);

  const followRef = useRef<((id: string, m: ChatMessage) => Promise<void>) | null>(null);

  const patch = useCallback((id: string, fn: (ms: BubbleMessage[]) => BubbleMessage[]) => {
    setState((s) => (s.forId === id ? { ...s, messages: fn(s.messages) } : s));
  }, []);

  const reload = useCallback(async (id: string) => {
    try {
      const { messages: list, olderCursor } = await fetchPage(id);
      // A turn started meanwhile owns the list until it ends.
      if (abortRef.current || loadedFor.current !== id) return;
      const last = list[list.length - 1];
      const writing = last?.role === "assistant" && last.status === "streaming";
      setState({ forId: id, messages: writing ? [...list.slice(0, -1), { ...last, streaming: true }] : list, olderCursor });
      if (writing) void followRef.current?.(id, last);
    } catch (err) {
      console.error("Could not load messages", err);
      if (loadedFor.current === id) setState({ forId: id, messages: [] });
    }
  }, []);

  useEffect(() => {
    if (conversationId === loadedFor.current) return;
    abortRef.current?.abort();
    loadedFor.current = conversationId;
    // reload sets state only after its fetch resolves, never synchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (conversationId) void reload(conversationId);
  }, [conversationId, reload]);

  /** A conversation created a moment ago has no messages: take it over without a load. */
  const adopt = useCallback((id: string) => {
    loadedFor.current = id;
    setState({ forId: id, messages: [] });
  }, []);

  const runTurn = useCallback(
    async (id: string, path: string, body: unknown, tempUserId: string | null, tempAiId: string, question?: string): Promise<SendResult | null> => {
      abortRef.current?.abort();
      const ctrl = new AbortController();
      abortRef.current = ctrl;
      const turn = { conversationId: id, answerId: null as string | null, stopWanted: false };
      live.current = turn;
      setStreaming(true);
      setError(null);
      try {
        const result = await postChatTurn(path, body, {
          signal: ctrl.signal,
          followPath: followPath(id),
          onUser: (m) => patch(id, (ms) => ms.map((x) => (x.id === tempUserId ? m : x))),
          onAnswer: (m) => {
            turn.answerId = m.id;
            // Stop pressed before the answer existed: now it can be named.
            if (turn.stopWanted) requestStop(id, m.id);
          },
          onDelta: (text) => patch(id, (ms) => ms.map((x) => (x.id === tempAiId ? { ...x, content: x.content + text } : x))),
        });
        patch(id, (ms) => {
          let next = ms;
          if (result.userMessage && tempUserId) next = next.map((x) => (x.id === tempUserId ? result.userMessage! : x));
          // The final text replaces whatever streamed; a hide phrase may come back without an answer.
          return result.aiMessage ? next.map((x) => (x.id === tempAiId ? result.aiMessage! : x)) : next.filter((x) => x.id !== tempAiId);
        });
        // Then the server's own list (spec: messages are refreshed after a send).
        void reload(id);
        return result;
      } catch (err) {
        // Left for another conversation: the server goes on writing; coming back follows it.
        if (isAbort(err)) return null;
        if (turn.stopWanted) {
          // Stopped before anything was written: the question stays, its words go back to the composer.
          patch(id, (ms) => ms.filter((x) => x.id !== tempAiId));
          if (question) setRefused((r) => ({ text: question, n: (r?.n ?? 0) + 1 }));
          setTimeout(() => {
            if (!abortRef.current && loadedFor.current === id) void reload(id);
          }, 0);
          return null;
        }
        // The spec only logs send failures; we also say so under the conversation (docs/decisions/chat-ui.md).
        console.error("Message send failed", err);
        patch(id, (ms) => ms.filter((x) => x.id !== tempAiId));
        const failure = turnError(err);
        setError({ ...failure, forId: id });
        if (question && failure.code && REFUSED_BEFORE_SAVING.has(failure.code)) setRefused((r) => ({ text: question, n: (r?.n ?? 0) + 1 }));
        // The server may or may not have kept the question (saved before the model; not over quota).
        setTimeout(() => {
          if (!abortRef.current && loadedFor.current === id) void reload(id);
        }, 0);
        return null;
      } finally {
        if (abortRef.current === ctrl) abortRef.current = null;
        if (live.current === turn) live.current = null;
        setStreaming(false);
      }
    },
    [patch, reload],
  );

  /** Follows an answer the server is still writing (found on load), from the text already shown. */
  const follow = useCallback(async (id: string, m: ChatMessage) => {
    if (abortRef.current) return;
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    const turn = { conversationId: id, answerId: m.id, stopWanted: false };
    live.current = turn;
    setStreaming(true);
    try {
      const saved = await followAnswer(followPath(id), {
        messageId: m.id, after: m.content.length, signal: ctrl.signal,
        onDelta: (text) => patch(id, (ms) => ms.map((x) => (x.id === m.id ? { ...x, content: x.content + text } : x))),
      });
      patch(id, (ms) => ms.map((x) => (x.id === m.id ? saved : x)));
    } catch (err) {
      if (!isAbort(err)) patch(id, (ms) => ms.filter((x) => x.id !== m.id));
    } finally {
      if (abortRef.current === ctrl) abortRef.current = null;
      if (live.current === turn) live.current = null;
      setStreaming(false);
    }
  }, [patch]);

  useEffect(() => {
    followRef.current = follow;
  }, [follow]);

  const send = useCallback(
    (content: string, id: string) => {
      const n = ++seq.current;
      const now = new Date().toISOString();
      const tempUser: BubbleMessage = { id: `temp-user-${n}`, conversationId: id, role: "user", content, createdAt: now };
      const tempAi: BubbleMessage = { id: `temp-ai-${n}`, conversationId: id, role: "assistant", content: "", streaming: true };
      patch(id, (ms) => [...ms, tempUser, tempAi]);
      return runTurn(id, `/api/conversations/${id}/messages`, { content, role: "user" }, tempUser.id, tempAi.id, content);
    },
    [patch, runTurn],
  );

  const regenerate = useCallback(() => {
    const id = loadedFor.current;
    if (!id) return Promise.resolve(null);
    const n = ++seq.current;
    const tempAi: BubbleMessage = { id: `temp-ai-${n}`, conversationId: id, role: "assistant", content: "", streaming: true };
    patch(id, (ms) => {
      const last = ms[ms.length - 1];
      return [...(last?.role === "assistant" ? ms.slice(0, -1) : ms), tempAi];
    });
    return runTurn(id, `/api/conversations/${id}/regenerate`, {}, null, tempAi.id);
  }, [patch, runTurn]);

  const stop = useCallback(() => {
    const turn = live.current;
    if (!turn || turn.stopWanted) return;
    turn.stopWanted = true;
    // Without an id yet (the answer is about to start), onAnswer sends it.
    if (turn.answerId) requestStop(turn.conversationId, turn.answerId);
  }, []);

  /** Re-ask an earlier question with new words: a new branch from its parent; the old one is kept. */
  const edit = useCallback(
    (messageId: string, content: string) => {
      const id = loadedFor.current;
      const at = state.forId === id ? state.messages.findIndex((m) => m.id === messageId) : -1;
      const original = at >= 0 ? state.messages[at] : undefined;
      if (!id || !original) return Promise.resolve(null);
      const n = ++seq.current;
      const tempUser: BubbleMessage = { id: `temp-user-${n}`, conversationId: id, role: "user", content, parentId: original.parentId ?? null };
      const tempAi: BubbleMessage = { id: `temp-ai-${n}`, conversationId: id, role: "assistant", content: "", streaming: true };
      patch(id, (ms) => [...ms.slice(0, at), tempUser, tempAi]);
      return runTurn(id, `/api/conversations/${id}/messages`, { content, role: "user", parentId: original.parentId ?? null }, tempUser.id, tempAi.id, content);
    },
    [patch, runTurn, state],
  );

  /** Show the branch through a sibling (the arrows); the server remembers it for the next visit. */
  const showBranch = useCallback(
    async (messageId: string) => {
      const id = loadedFor.current;
      if (!id || abortRef.current) return;
      try {
        await apiFetch(`/api/conversations/${id}/branch`, { method: "PUT", json: { messageId } });
      } catch (err) {
        setError({ ...turnError(err), forId: id });
        return;
      }
      await reload(id);
    },
    [reload],
  );

  /** The page above the first message shown (scrolled to the top); resolves false when there is none. */
  const loadOlder = useCallback(async () => {
    const id = loadedFor.current;
    const cursor = state.forId === id ? state.olderCursor : null;
    if (!id || !cursor) return false;
    const page = await fetchPage(id, cursor);
    setState((s) => (s.forId === id && s.olderCursor === cursor ? { forId: id, messages: [...page.messages, ...s.messages], olderCursor: page.olderCursor } : s));
    return true;
  }, [state]);

  return {
    messages: state.forId === conversationId ? state.messages : [],
    loading: conversationId !== null && state.forId !== conversationId,
    streaming,
    error: errorState && errorState.forId === conversationId ? errorState : null,
    dismissError: () => setError(null),
    refused,
    send,
    stop,
    regenerate,
    edit,
    showBranch,
    loadOlder,
    hasOlder: state.forId === conversationId && !!state.olderCursor,
    adopt,
    reload,
  };
}
