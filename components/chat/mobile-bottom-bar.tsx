"use client";

import { History, MessageCircle, UserRound } from "lucide-react";
import { signOut } from "@/hooks/use-auth";

const item = "flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium text-muted hover:text-ink";

/** Phone navigation: Chat, History (the drawer) and Profile, which signs out as the spec says. */
export function MobileBottomBar({ onChat, onHistory }: { onChat: () => void; onHistory: () => void }) {
  return (
    <nav aria-label="Chat navigation" className="flex shrink-0 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] lg:hidden">
      <button type="button" className={item} onClick={onChat}>
        <MessageCircle className="h-5 w-5" aria-hidden />
        Chat
      </button>
      <button type="button" className={item} onClick={onHistory}>
        <History className="h-5 w-5" aria-hidden />
        History
      </button>
      <button type="button" className={item} onClick={signOut}>
        <UserRound className="h-5 w-5" aria-hidden />
        Profile
      </button>
    </nav>
  );
}
