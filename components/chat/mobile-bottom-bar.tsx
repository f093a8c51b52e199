"use client";

import { useState } from "react";
import { History, MessageCircle, UserRound } from "lucide-react";
import { ProfileSheet } from "./profile-sheet";

const item = "flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-medium text-muted hover:text-ink";

type BarUser = Parameters<typeof ProfileSheet>[0]["user"];

/** Phone navigation: Chat, History (the drawer) and Profile, a sheet whose Sign Out is one tap further. */
export function MobileBottomBar({ onChat, onHistory, user, onEditProfile }: { onChat: () => void; onHistory: () => void; user: BarUser; onEditProfile: () => void }) {
  const [profileOpen, setProfileOpen] = useState(false);
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
      <button type="button" className={item} onClick={() => setProfileOpen(true)} aria-haspopup="dialog">
        <UserRound className="h-5 w-5" aria-hidden />
        Profile
      </button>
      <ProfileSheet open={profileOpen} onOpenChange={setProfileOpen} user={user} onEditProfile={onEditProfile} />
    </nav>
  );
}
