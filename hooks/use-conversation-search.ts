"use client";

import { useEffect, useState } from "react";
import { apiJson, errorMessage } from "@/lib/client/api";
import type { SearchResult } from "@/lib/chat-ui/types";

const DEBOUNCE_MS = 250;

/**
 * Sidebar search: asks the server a quarter second after typing stops. Hidden conversations are
 * searched only when revealed in this session: their ids (kept in memory, like the reveal itself) go along.
 */
export function useConversationSearch(query: string, revealedIds: string[]) {
  // Answers are kept with the query they answer, so a stale one is never shown for newer text.
  const [answer, setAnswer] = useState<{ key: string; results: SearchResult[] | null; error: string | null } | null>(null);
  const q = query.trim().slice(0, 100);
  const revealed = revealedIds.join(",");
  const key = `${q}\n${revealed}`;
  useEffect(() => {
    if (!q) return;
    let live = true;
    const t = setTimeout(async () => {
      const params = new URLSearchParams({ q });
      if (revealed) params.set("revealed", revealed);
      try {
        const r = await apiJson<{ results: SearchResult[] }>(`/api/conversations/search?${params}`);
        if (live) setAnswer({ key: `${q}\n${revealed}`, results: r.results, error: null });
      } catch (err) {
        if (live) setAnswer({ key: `${q}\n${revealed}`, results: null, error: errorMessage(err) });
      }
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [q, revealed]);
  const current = q && answer?.key === key ? answer : null;
  return { results: current?.results ?? null, error: current?.error ?? null, pending: !!q && !current };
}
