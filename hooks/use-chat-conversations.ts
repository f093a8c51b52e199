"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "@/lib/client/api";
import { CONVERSATIONS_FRESH_MS, conversationPollMs } from "@/lib/chat-ui/rules";
import type { Conversation } from "@/lib/chat-ui/types";

/**
 * The sidebar's conversation list: polled every 30 s (users) or 60 s (campaign visitors), refetched
 * when the window regains focus or the network comes back unless fetched in the last 15 s.
 */
export function useChatConversations({ signedIn, onFirstLoad }: { signedIn: boolean; onFirstLoad?: (list: Conversation[]) => void }) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const firstLoad = useRef(onFirstLoad);
  useEffect(() => {
    firstLoad.current = onFirstLoad;
  });
  const fetchedAt = useRef(0);
  const inFlight = useRef<Promise<Conversation[] | null> | null>(null);

  const refresh = useCallback(async ({ ifStale = false } = {}) => {
    if (ifStale && Date.now() - fetchedAt.current < CONVERSATIONS_FRESH_MS) return null;
    if (inFlight.current) return inFlight.current;
    const p = (async () => {
      try {
        const list = await apiJson<Conversation[]>("/api/conversations");
        const first = fetchedAt.current === 0;
        fetchedAt.current = Date.now();
        setConversations(list);
        if (first) firstLoad.current?.(list);
        return list;
      } catch (err) {
        console.error("Could not load conversations", err);
        setConversations((c) => c ?? []);
        if (fetchedAt.current === 0) {
          fetchedAt.current = 1;
          firstLoad.current?.([]);
        }
        return null;
      } finally {
        inFlight.current = null;
      }
    })();
    inFlight.current = p;
    return p;
  }, []);

  useEffect(() => {
    void refresh();
    const poll = setInterval(() => void refresh(), conversationPollMs(signedIn));
    const onFocus = () => void refresh({ ifStale: true });
    window.addEventListener("focus", onFocus);
    window.addEventListener("online", onFocus);
    return () => {
      clearInterval(poll);
      window.removeEventListener("focus", onFocus);
      window.removeEventListener("online", onFocus);
    };
  }, [refresh, signedIn]);

  return { conversations, refresh, setConversations };
}
