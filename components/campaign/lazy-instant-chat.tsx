"use client";

import type { ComponentProps } from "react";
import dynamic from "next/dynamic";
import { usePageSettled } from "@/hooks/use-page-settled";

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
