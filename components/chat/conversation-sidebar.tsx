"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { Camera, Eye, EyeOff, Gift, LogOut, MessageSquare, Pencil, Plus, Trash2 } from "lucide-react";
import { UserAvatar } from "@/components/profile/user-avatar";
import { signOut } from "@/hooks/use-auth";
import { relativeTime } from "@/lib/chat-ui/relative-time";
import { displayName } from "@/lib/chat-ui/rules";
import type { Conversation, CurrentUser, HiddenConversationRef } from "@/lib/chat-ui/types";
import { cn } from "@/lib/utils";
import { useConversationSearch } from "@/hooks/use-conversation-search";
import { SearchBox, SearchResults } from "./conversation-search";
import { RenameField } from "./rename-field";

export type SidebarProps = {
  conversations: Conversation[] | null;
  hidden: HiddenConversationRef[];
  activeId: string | null;
  creating: boolean;
  user: CurrentUser | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onHide: (c: Conversation) => void;
  onDelete: (c: Conversation) => void;
  onUnhide: (c: HiddenConversationRef) => void;
  onDeleteHidden: (c: HiddenConversationRef) => void;
  onEditProfile: () => void;
  onEditPicture: () => void;
  /** chat-keep: rename inline; resolves true when saved. */
  onRename: (c: Conversation, title: string) => Promise<boolean>;
};

function useNow(everyMs = 60_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

const iconButton = "rounded-md p-1.5 text-slate-500 hover:bg-white hover:text-ink focus-visible:opacity-100";

/** Conversations, the revealed hidden ones in their own dashed section, and the user footer. */
export function ConversationSidebar(p: SidebarProps) {
  const now = useNow();
  // Rendered twice (fixed column and drawer), so ids must be unique per instance.
  const hiddenHeading = useId();
  const [query, setQuery] = useState("");
  const [renaming, setRenaming] = useState<string | null>(null);
  const search = useConversationSearch(query, p.hidden.map((h) => h.id));
  return (
    <div className="flex h-full flex-col bg-slate-50">
      <div className="flex items-center justify-between gap-2 px-4 pt-4 pb-3">
        <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">Conversations</h2>
      </div>
      <div className="px-3 pb-3">
        <button
          type="button"
          onClick={p.onNew}
          disabled={p.creating}
          className="flex w-full items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70"
        >
          <Plus className="h-4 w-4" aria-hidden />
          {p.creating ? "Creating..." : "New Conversation"}
        </button>
        <div className="mt-3">
          <SearchBox value={query} onChange={setQuery} />
        </div>
      </div>

      <nav aria-label="Conversations" className="min-h-0 flex-1 overflow-y-auto px-3 pb-3">
        {query.trim() ? (
          <SearchResults {...search} onSelect={p.onSelect} />
        ) : p.conversations === null ? (
          <p className="px-2 py-6 text-center text-sm text-muted">Loading...</p>
        ) : p.conversations.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted">No conversations yet</p>
        ) : (
          <ul className="space-y-1" aria-label="Your conversations">
            {p.conversations.map((c) => {
              const active = c.id === p.activeId;
              if (renaming === c.id) {
                return (
                  <li key={c.id} className="flex items-center rounded-xl bg-white px-2 py-1.5 ring-1 ring-brand-200">
                    <RenameField initial={c.title} label="Conversation title" onSave={(t) => p.onRename(c, t)} onCancel={() => setRenaming(null)} />
                  </li>
                );
              }
              return (
                <li key={c.id} className={cn("group flex items-center rounded-xl", active ? "bg-white shadow-sm ring-1 ring-brand-200" : "hover:bg-slate-100")}>
                  <button
                    type="button"
                    onClick={() => p.onSelect(c.id)}
                    aria-current={active ? "true" : undefined}
                    className="flex min-w-0 flex-1 items-start gap-2.5 rounded-xl px-3 py-2.5 text-left"
                  >
                    <MessageSquare className={cn("mt-0.5 h-4 w-4 shrink-0", active ? "text-brand-600" : "text-slate-500")} aria-hidden />
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-medium text-ink">{c.title}</span>
                      <span className="block text-xs text-muted">{relativeTime(c.updatedAt, now)}</span>
                    </span>
                  </button>
                  <span className="flex shrink-0 pr-1.5 lg:opacity-0 lg:group-focus-within:opacity-100 lg:group-hover:opacity-100">
                    <button type="button" className={iconButton} aria-label={`Rename conversation: ${c.title}`} onClick={() => setRenaming(c.id)}>
                      <Pencil className="h-4 w-4" aria-hidden />
                    </button>
                    <button type="button" className={iconButton} aria-label={`Hide conversation: ${c.title}`} onClick={() => p.onHide(c)}>
                      <EyeOff className="h-4 w-4" aria-hidden />
                    </button>
                    <button type="button" className={iconButton} aria-label={`Delete conversation: ${c.title}`} onClick={() => p.onDelete(c)}>
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}

        {p.hidden.length > 0 && !query.trim() ? (
          <section aria-labelledby={hiddenHeading} className="mt-4 rounded-xl border-2 border-dashed border-slate-300 p-2">
            <h3 id={hiddenHeading} className="px-2 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted uppercase">
              Hidden conversations
            </h3>
            <ul className="space-y-1">
              {p.hidden.map((c) => (
                <li key={c.id} className={cn("flex items-center rounded-lg", c.id === p.activeId ? "bg-white ring-1 ring-brand-200" : "hover:bg-slate-100")}>
                  <button
                    type="button"
                    onClick={() => p.onSelect(c.id)}
                    aria-current={c.id === p.activeId ? "true" : undefined}
                    className="min-w-0 flex-1 truncate rounded-lg px-2.5 py-2 text-left text-sm text-ink"
                  >
                    {c.title}
                  </button>
                  <button type="button" className={iconButton} aria-label={`Unhide conversation: ${c.title}`} onClick={() => p.onUnhide(c)}>
                    <Eye className="h-4 w-4" aria-hidden />
                  </button>
                  <button type="button" className={iconButton} aria-label={`Delete hidden conversation: ${c.title}`} onClick={() => p.onDeleteHidden(c)}>
                    <Trash2 className="h-4 w-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </nav>

      <div className="border-t border-line p-3">
        {p.user ? (
          <>
            <Link href="/referrals" className="mb-1 flex items-center gap-2 rounded-lg px-2.5 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100">
              <Gift className="h-4 w-4" aria-hidden />
              My Referrals
            </Link>
            <div className="flex items-center gap-1">
              {/* The picture opens its own dialog; the name opens Edit Profile (spec: 'Click to edit profile'). */}
              <button type="button" onClick={p.onEditPicture} aria-label="Update Profile Picture" className="group relative shrink-0 rounded-full p-1 hover:bg-slate-100">
                <UserAvatar user={p.user} />
                <span className="absolute right-0 bottom-0 rounded-full bg-white p-0.5 text-slate-600 shadow ring-1 ring-line group-hover:text-ink" aria-hidden>
                  <Camera className="h-3 w-3" />
                </span>
              </button>
              <button type="button" onClick={p.onEditProfile} className="min-w-0 flex-1 rounded-xl px-2 py-1.5 text-left hover:bg-slate-100">
                <span className="block truncate text-sm font-semibold text-ink">{displayName(p.user)}</span>
                <span className="block text-xs text-muted">Click to edit profile</span>
              </button>
              <button type="button" onClick={signOut} className="flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-muted hover:bg-slate-100 hover:text-ink">
                <LogOut className="h-4 w-4" aria-hidden />
                Sign Out
              </button>
            </div>
          </>
        ) : (
          <div className="rounded-xl bg-white p-3 text-sm ring-1 ring-line">
            <p className="font-medium text-ink">You&apos;re chatting as a guest</p>
            <p className="mt-0.5 text-xs text-muted">Join the free beta to keep your conversations.</p>
            <div className="mt-2 flex gap-3 text-sm font-medium">
              <Link href="/#join" className="text-brand-700 hover:underline">
                Join the beta
              </Link>
              <a href="/api/login" className="text-brand-700 hover:underline">
                Sign In
              </a>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
