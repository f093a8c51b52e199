"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCurrentUser } from "@/components/chat/use-current-user";
import { toast } from "@/components/ui/toast";
import { useChatConversations } from "@/hooks/use-chat-conversations";
import { useChatMessages } from "@/hooks/use-chat-messages";
import { ApiRequestError, apiFetch, apiJson, errorMessage } from "@/lib/client/api";
import {
  AUTO_QUESTION_DELAY_MS, DEFAULT_TITLE, SIGNUP_NUDGE_DELAY_MS, shouldNudgeSignup, titleFromMessage,
} from "@/lib/chat-ui/rules";
import type { Conversation, CurrentUser, HiddenConversationRef } from "@/lib/chat-ui/types";

export const PENDING_MESSAGE_KEY = "pendingMessage";
export const DELETE_FAILED = "Failed to delete conversation. Please check your connection and try again.";
export const createFailed = (message: string) => `Failed to create conversation: ${message}. Please try refreshing the page.`;

const store = {
  get: (k: string) => {
    try {
      return window.localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set: (k: string, v: string | null) => {
    try {
      if (v === null) window.localStorage.removeItem(k);
      else window.localStorage.setItem(k, v);
    } catch {
      // storage may be unavailable (private mode); the message still goes out
    }
  },
};

type Options = { initialUser: CurrentUser | null; hasCampaignAccess: boolean; initialQuestion: string | null };

/** Everything /app does (spec §4): selection, sending, creating, hiding, deleting, auto-question, nudge. */
export function useChatHome({ initialUser, hasCampaignAccess, initialQuestion }: Options) {
  const router = useRouter();
  const { user, refresh: refreshUser } = useCurrentUser(initialUser);
  const signedIn = user !== null;
  const canChat = signedIn || hasCampaignAccess;
  // What to do when the first list arrives; set below, once the actions it uses exist.
  const firstLoadRef = useRef<((list: Conversation[]) => void) | null>(null);
  const onFirstLoad = useCallback((list: Conversation[]) => firstLoadRef.current?.(list), []);
  const { conversations, refresh: refreshConversations, setConversations } = useChatConversations({ signedIn, onFirstLoad });
  const [activeId, setActiveId] = useState<string | null>(null);
  const chat = useChatMessages(activeId);
  const { adopt, send: postMessage } = chat;
  const [hidden, setHidden] = useState<HiddenConversationRef[]>([]);
  const [creating, setCreating] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [questionCount, setQuestionCount] = useState(0);
  const [nudgeOpen, setNudgeOpen] = useState(false);
  const [scrollKey, setScrollKey] = useState(0);
  const autoQuestion = useRef<string | null>(initialQuestion?.trim() || null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const later = useCallback((fn: () => void, ms: number) => void timers.current.push(setTimeout(fn, ms)), []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // The question (and campaign flag) came in the address: read once, then clean the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.has("q") || url.searchParams.has("utm_access")) {
      url.searchParams.delete("q");
      url.searchParams.delete("utm_access");
      window.history.replaceState(null, "", url.pathname + (url.search === "?" ? "" : url.search) + url.hash);
    }
  }, []);

  const create = useCallback(
    async (title: string = DEFAULT_TITLE): Promise<Conversation | null> => {
      setCreating(true);
      try {
        const c = await apiJson<Conversation>("/api/conversations", { method: "POST", json: { title } });
        setConversations((list) => [c, ...(list ?? []).filter((x) => x.id !== c.id)]);
        adopt(c.id);
        setActiveId(c.id);
        return c;
      } catch (err) {
        console.error("Conversation creation failed", err);
        setAlert(createFailed(errorMessage(err)));
        return null;
      } finally {
        setCreating(false);
      }
    },
    [adopt, setConversations],
  );

  const sendTo = useCallback(
    async (text: string, id: string) => {
      setScrollKey((k) => k + 1);
      setQuestionCount((n) => n + 1);
      const result = await postMessage(text, id);
      if (!result) return;
      void refreshConversations();
      if (result.hiddenConversations?.length) {
        const revealed = result.hiddenConversations;
        setHidden((h) => [...h.filter((x) => !revealed.some((r) => r.id === x.id)), ...revealed]);
        const n = revealed.length;
        toast({
          title: n === 1 ? "Hidden conversation revealed" : `${n} hidden conversations revealed`,
          description: `Find ${n === 1 ? "it" : "them"} in the Hidden conversations section of your history.`,
        });
      }
      if (result.newConversationId && result.newConversationId !== id) setActiveId(result.newConversationId);
      if (shouldNudgeSignup({ shouldPromptSignup: result.shouldPromptSignup, signedIn })) later(() => setNudgeOpen(true), SIGNUP_NUDGE_DELAY_MS);
    },
    [postMessage, refreshConversations, signedIn, later],
  );

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || chat.streaming || creating) return;
      let id = activeId;
      if (!id) {
        // Kept until the conversation exists, so a failed create does not lose the words. The
        // server names the conversation from its first question; titling it with the text here
        // would put a hide phrase (never stored) on display (docs/decisions/chat-ui.md).
        store.set(PENDING_MESSAGE_KEY, text);
        const c = await create(DEFAULT_TITLE);
        if (!c) return;
        store.set(PENDING_MESSAGE_KEY, null);
        id = c.id;
      }
      await sendTo(text, id);
    },
    [activeId, chat.streaming, create, creating, sendTo],
  );

  const newChat = useCallback(async () => {
    const blank = conversations?.find((c) => c.title === DEFAULT_TITLE);
    if (blank) return setActiveId(blank.id);
    const pending = store.get(PENDING_MESSAGE_KEY);
    if (pending) store.set(PENDING_MESSAGE_KEY, null);
    await create(pending ? titleFromMessage(pending) : DEFAULT_TITLE);
  }, [conversations, create]);

  // On the first list: the auto-question if one is waiting, else select the newest conversation,
  // or give a signed-in user a fresh one.
  useEffect(() => {
    firstLoadRef.current = (list: Conversation[]) => {
      const q = autoQuestion.current;
      if (q && canChat) {
        // Auto-question: a new conversation asks it, about half a second after it is selected.
        autoQuestion.current = null;
        void create(titleFromMessage(q)).then((c) => {
          if (c) later(() => void sendTo(q, c.id), AUTO_QUESTION_DELAY_MS);
        });
        return;
      }
      if (list.length > 0) setActiveId((cur) => cur ?? list[0]!.id);
      else if (signedIn) void create();
    };
  });

  const askInfo = useCallback(
    async (question: string) => {
      if (!signedIn) {
        router.push(`/?question=${encodeURIComponent(question)}`);
        return;
      }
      if (activeId) return sendTo(question, activeId);
      const c = await create(titleFromMessage(question));
      if (c) await sendTo(question, c.id);
    },
    [activeId, create, router, sendTo, signedIn],
  );

  const hide = useCallback(
    async (c: Conversation, secretPhrase: string): Promise<boolean> => {
      try {
        await apiFetch(`/api/conversations/${c.id}/hide`, { method: "PATCH", json: { secretPhrase } });
        setConversations((list) => (list ?? []).filter((x) => x.id !== c.id));
        if (activeId === c.id) setActiveId(null);
        void refreshConversations();
        return true;
      } catch (err) {
        console.error("Hide failed", err); // spec §8: logged only
        return false;
      }
    },
    [activeId, refreshConversations, setConversations],
  );

  const unhide = useCallback(
    async (c: HiddenConversationRef) => {
      try {
        await apiFetch(`/api/conversations/${c.id}/unhide`, { method: "PATCH" });
        setHidden((h) => h.filter((x) => x.id !== c.id));
        void refreshConversations();
      } catch (err) {
        console.error("Unhide failed", err); // spec §8: logged only
      }
    },
    [refreshConversations],
  );

  const remove = useCallback(
    async (id: string): Promise<boolean> => {
      try {
        await apiFetch(`/api/conversations/${id}`, { method: "DELETE" });
      } catch (err) {
        console.error(err instanceof ApiRequestError ? `Delete failed: ${err.status}` : err);
        setAlert(DELETE_FAILED);
        return false;
      }
      setConversations((list) => (list ?? []).filter((x) => x.id !== id));
      setHidden((h) => h.filter((x) => x.id !== id));
      if (activeId === id) setActiveId(null);
      void refreshConversations();
      return true;
    },
    [activeId, refreshConversations, setConversations],
  );

  // chat-keep: rename from the sidebar or the conversation bar; the title is kept as typed.
  const rename = useCallback(
    async (c: { id: string }, title: string): Promise<boolean> => {
      try {
        const row = await apiJson<Conversation>(`/api/conversations/${c.id}`, { method: "PATCH", json: { title } });
        setConversations((list) => (list ?? []).map((x) => (x.id === c.id ? { ...x, title: row.title } : x)));
        setHidden((h) => h.map((x) => (x.id === c.id ? { ...x, title: row.title } : x)));
        return true;
      } catch (err) {
        toast({ title: "Rename failed", description: errorMessage(err), variant: "destructive" });
        return false;
      }
    },
    [setConversations],
  );

  return {
    rename,
    user, refreshUser, signedIn, canChat, conversations, hidden, activeId, setActiveId, chat, creating,
    alert, setAlert, questionCount, nudgeOpen, setNudgeOpen, scrollKey, send, newChat, askInfo, hide, unhide, remove,
  };
}
