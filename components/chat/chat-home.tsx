"use client";

import { useEffect, useRef, useState } from "react";
import { HelpCircle, Lightbulb, Plus, Sparkles } from "lucide-react";
import { useSite } from "@/components/site-context";
import { LogoMark } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { EditProfileDialog } from "@/components/profile/edit-profile-dialog";
import { ProfilePictureDialog } from "@/components/profile/profile-picture-dialog";
import { useChatHome } from "@/hooks/use-chat-home";
import { useSessionMonitor } from "@/hooks/use-session-monitor";
import { infoQuestions } from "@/lib/chat-ui/rules";
import type { Conversation, CurrentUser, HiddenConversationRef } from "@/lib/chat-ui/types";
import { ChatHeader } from "./chat-header";
import { DeleteConversationDialog, FailureAlert, HideConversationDialog } from "./chat-dialogs";
import { Composer, type ComposerHandle } from "./composer";
import { ConversationSidebar } from "./conversation-sidebar";
import { ConversationBar } from "./conversation-bar";
import { JoinDialogSlot } from "./join-dialog-slot";
import { MessageList } from "./message-list";
import { MobileBottomBar } from "./mobile-bottom-bar";
import { MobileDrawer } from "./mobile-drawer";
import { SignupNudge } from "./signup-nudge";
import { TurnErrorNotice } from "./turn-error-notice";

type Props = { initialUser: CurrentUser | null; hasCampaignAccess: boolean; initialQuestion: string | null };

/** The /app chat home: sidebar (fixed on lg, drawer below), chat panel, dialogs. */
export function ChatHome(props: Props) {
  const site = useSite();
  const h = useChatHome(props);
  const composer = useRef<ComposerHandle>(null);
  // A question refused before it was saved (quota, daily budget) goes back into the box, not lost.
  const refused = h.chat.refused;
  useEffect(() => {
    if (refused) composer.current?.fill(refused.text);
  }, [refused]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [hideTarget, setHideTarget] = useState<Conversation | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<Conversation | null>(null);
  const [deleteHiddenTarget, setDeleteHiddenTarget] = useState<HiddenConversationRef | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [pictureOpen, setPictureOpen] = useState(false);
  const [joinOpen, setJoinOpen] = useState(false);
  const info = infoQuestions(site.name);
  const busy = h.chat.streaming || h.creating;
  // chat-keep: the conversation bar (title, rename, share, export) of the selected conversation.
  const activeVisible = h.conversations?.find((c) => c.id === h.activeId);
  const activeHidden = h.hidden.find((c) => c.id === h.activeId);
  const active = activeVisible ? { id: activeVisible.id, title: activeVisible.title, hidden: false } : activeHidden ? { id: activeHidden.id, title: activeHidden.title, hidden: true } : null;
  // /app has no app header, so the chat starts the session monitor itself (it only runs when signed in).
  useSessionMonitor();

  const sidebar = (
    <ConversationSidebar
      conversations={h.conversations}
      hidden={h.hidden}
      activeId={h.activeId}
      creating={h.creating}
      user={h.user}
      onSelect={(id) => {
        h.setActiveId(id);
        setDrawerOpen(false);
      }}
      onNew={() => {
        setDrawerOpen(false);
        void h.newChat();
      }}
      onHide={setHideTarget}
      onDelete={setDeleteTarget}
      onUnhide={(c) => void h.unhide(c)}
      onDeleteHidden={setDeleteHiddenTarget}
      onEditProfile={() => {
        setDrawerOpen(false);
        setProfileOpen(true);
      }}
      onEditPicture={() => {
        setDrawerOpen(false);
        setPictureOpen(true);
      }}
      onRename={h.rename}
    />
  );

  return (
    <div className="flex h-dvh overflow-hidden bg-canvas">
      <aside aria-label="Conversation history" className="hidden w-80 shrink-0 border-r border-line lg:block">
        {sidebar}
      </aside>
      <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen}>
        {sidebar}
      </MobileDrawer>

      <main className="flex min-w-0 flex-1 flex-col">
        <h1 className="sr-only">{site.name} chat</h1>
        <ChatHeader
          onOpenHistory={() => setDrawerOpen(true)}
          actions={
            <>
              {/* A visitor's per-visit counter; a signed-in member's history is in the sidebar instead. */}
              {h.questionCount > 0 && !h.user ? (
                <span className="hidden rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 md:inline">
                  {h.questionCount} {h.questionCount === 1 ? "question" : "questions"} this visit
                </span>
              ) : null}
              <Button variant="ghost" size="sm" className="hidden xl:inline-flex" onClick={() => void h.askInfo(info.howItWorks)} disabled={busy}>
                <HelpCircle className="h-4 w-4" aria-hidden />
                How It Works
              </Button>
              <Button variant="ghost" size="sm" className="hidden xl:inline-flex" onClick={() => void h.askInfo(info.examples)} disabled={busy}>
                <Lightbulb className="h-4 w-4" aria-hidden />
                Examples
              </Button>
              <Button size="sm" className="rounded-full shadow-md" onClick={() => void h.newChat()} disabled={h.creating}>
                <Plus className="h-4 w-4" aria-hidden />
                {h.creating ? "Creating..." : "New Chat"}
              </Button>
            </>
          }
        />

        {active ? <ConversationBar key={active.id} id={active.id} title={active.title} hidden={active.hidden} onRename={(t) => h.rename(active, t)} /> : null}
        {h.activeId ? (
          <MessageList
            messages={h.chat.messages}
            user={h.user}
            loading={h.chat.loading}
            busy={busy}
            scrollKey={h.scrollKey}
            onStarter={(text) => composer.current?.fill(text)}
            onRegenerate={() => void h.chat.regenerate()}
            onEdit={(messageId, text) => void h.chat.edit(messageId, text)}
            onShowBranch={(messageId) => void h.chat.showBranch(messageId)}
            hasOlder={h.chat.hasOlder}
            onLoadOlder={h.chat.loadOlder}
          />
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center overflow-y-auto px-6 py-10 text-center">
            <LogoMark className="h-14 w-14" />
            <h2 className="mt-5 text-2xl font-bold tracking-tight text-ink">Welcome to {site.name}!</h2>
            <p className="mt-2 max-w-sm text-muted">Start a new conversation to begin exploring your ideas.</p>
            <Button size="lg" className="mt-6" onClick={() => void h.newChat()} disabled={h.creating}>
              <Sparkles className="h-5 w-5" aria-hidden />
              Start Thinking
            </Button>
          </div>
        )}

        <div className="shrink-0 px-3 pt-2 pb-3 sm:px-6">
          <div className="mx-auto max-w-3xl">
            {h.chat.error ? <TurnErrorNotice error={h.chat.error} onDismiss={h.chat.dismissError} /> : null}
            <Composer ref={composer} onSend={(t) => void h.send(t)} onStop={h.chat.stop} streaming={h.chat.streaming} busy={h.creating || h.chat.loading} />
            <p className="mt-1.5 hidden text-center text-xs text-muted sm:block">
              {site.name} is an AI and can make mistakes. Check important details, and see a professional for medical decisions.
            </p>
          </div>
        </div>

        <MobileBottomBar
          onChat={() => {
            setDrawerOpen(false);
            composer.current?.focus();
          }}
          onHistory={() => setDrawerOpen(true)}
          user={h.user}
          onEditProfile={() => setProfileOpen(true)}
        />
      </main>

      <HideConversationDialog
        title={hideTarget?.title ?? ""}
        open={hideTarget !== null}
        onOpenChange={(o) => !o && setHideTarget(null)}
        onHide={async (phrase) => {
          if (hideTarget && (await h.hide(hideTarget, phrase))) setHideTarget(null);
        }}
      />
      <DeleteConversationDialog
        heading="Delete Conversation"
        title={deleteTarget?.title ?? ""}
        open={deleteTarget !== null}
        onOpenChange={(o) => !o && setDeleteTarget(null)}
        onDelete={async () => {
          if (deleteTarget) await h.remove(deleteTarget.id);
          setDeleteTarget(null);
        }}
      />
      <DeleteConversationDialog
        heading="Delete Hidden Conversation"
        title={deleteHiddenTarget?.title ?? ""}
        open={deleteHiddenTarget !== null}
        onOpenChange={(o) => !o && setDeleteHiddenTarget(null)}
        onDelete={async () => {
          if (deleteHiddenTarget) await h.remove(deleteHiddenTarget.id);
          setDeleteHiddenTarget(null);
        }}
      />
      {/* The accounts area's dialogs reload the shared user store, which the chat reads (use-current-user.ts). */}
      {h.user ? (
        <>
          <EditProfileDialog user={h.user} open={profileOpen} onOpenChange={setProfileOpen} />
          <ProfilePictureDialog user={h.user} open={pictureOpen} onOpenChange={setPictureOpen} />
        </>
      ) : null}
      <SignupNudge
        open={h.nudgeOpen}
        onOpenChange={h.setNudgeOpen}
        onJoin={() => {
          h.setNudgeOpen(false);
          setJoinOpen(true);
        }}
      />
      <JoinDialogSlot open={joinOpen} onOpenChange={setJoinOpen} />
      <FailureAlert message={h.alert} onClose={() => h.setAlert(null)} />
    </div>
  );
}
