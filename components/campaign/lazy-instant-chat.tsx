"use client";

import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ComponentType } from "react";
import dynamic from "next/dynamic";
import { useFirstTouch, usePageSettled } from "@/hooks/use-page-settled";
import { useSite } from "@/components/site-context";
import { GuideChatPreview } from "./guide-chat-preview";

export const UTM_CHAT_SIZE = "h-[min(70dvh,640px)] min-h-[400px]";
export const LANDING_CHAT_SIZE = "h-80 xl:h-96";

/** What shows until the chat's code has arrived: the same box, so nothing moves when it does. */
export function ChatPlaceholder({ className, label = "Loading your conversation..." }: { className?: string; label?: string }) {
  return (
    // A plain join, not cn(): the sizes passed never conflict, and tailwind-merge's first call is costly during hydration.
    <div className={`flex flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-white shadow-sm ${className ?? ""}`} role="status">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
      <p className="text-lg font-medium text-ink">{label}</p>
    </div>
  );
}

// The chat (and, inside it, the Markdown renderer) is loaded after the page, not with it: the
// campaign pages' heading and article are what a paid click must see first (issue 14 item 7).
// One instance per page, each with a placeholder of its panel's size (CLS stays 0). The code is
// asked for only once the page has settled (usePageSettled), not during hydration.
const UtmChatCode = dynamic(() => import("./instant-chat").then((m) => m.InstantChat), {
  ssr: false,
  loading: () => <ChatPlaceholder className={UTM_CHAT_SIZE} />,
});
const LandingChatCode = dynamic(() => import("./instant-chat").then((m) => m.InstantChat), {
  ssr: false,
  loading: () => <ChatPlaceholder className={LANDING_CHAT_SIZE} label="Loading chat..." />,
});

type ChatProps = ComponentProps<typeof UtmChatCode>;

export function UtmInstantChat(props: ChatProps) {
  return usePageSettled() ? <UtmChatCode {...props} /> : <ChatPlaceholder className={UTM_CHAT_SIZE} />;
}

export function LandingInstantChat(props: ChatProps) {
  return usePageSettled() ? <LandingChatCode {...props} /> : <ChatPlaceholder className={LANDING_CHAT_SIZE} label="Loading chat..." />;
}

/**
 * A guide's chat: a still preview of the empty chat until the reader's first tap, key, focus, wheel
 * or scroll, then the chat itself, handed what was typed and the focus. The preview stays (and
 * stays typeable) while the code downloads, so there is no spinner and nothing moves.
 */
export function GuideInstantChat(props: ChatProps) {
  const site = useSite();
  const touched = useFirstTouch();
  const [Chat, setChat] = useState<ComponentType<ChatProps> | null>(null);
  const [draft, setDraft] = useState("");
  const ownRef = useRef<HTMLTextAreaElement | null>(null);
  const inputRef = props.inputRef ?? ownRef;
  const carryFocus = useRef(false);
  const onPreviewLeave = useCallback((hadFocus: boolean) => { carryFocus.current = hadFocus; }, []);

  useEffect(() => {
    if (!touched) return;
    let live = true;
    import("./instant-chat")
      .then((m) => { if (live) startTransition(() => setChat(() => m.InstantChat)); })
      .catch((err: unknown) => console.warn("The chat could not load", err));
    return () => { live = false; };
  }, [touched]);

  // The chat's composer takes over the focus, in the same task as the swap (a layout effect: a key
  // pressed in between would otherwise land on no field), with the caret after the text.
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!Chat || !carryFocus.current || !el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, [Chat, inputRef]);

  if (Chat) return <Chat {...props} inputRef={inputRef} initialInput={draft} />;
  return (
    <GuideChatPreview
      heading={props.title ?? site.name} label={`Chat with ${site.name}`} starters={props.starters ?? []}
      className={props.className} draft={draft} onDraft={setDraft} inputRef={inputRef}
      onLeave={onPreviewLeave}
    />
  );
}
