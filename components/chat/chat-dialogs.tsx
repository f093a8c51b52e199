"use client";

import { useState } from "react";
import { AlertDialog } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { Input, Label } from "@/components/ui/input";

export const HIDE_PHRASE_MIN = 3;

/** Hide Conversation: a secret phrase of at least 3 characters (after trimming) hides it. */
export function HideConversationDialog({
  title,
  open,
  onOpenChange,
  onHide,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onHide: (phrase: string) => Promise<void>;
}) {
  const [phrase, setPhrase] = useState("");
  const [pending, setPending] = useState(false);
  const ok = phrase.trim().length >= HIDE_PHRASE_MIN;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setPhrase("");
        onOpenChange(o);
      }}
    >
      <DialogContent
        title="Hide Conversation"
        description={`"${title}" will disappear from your list. To see it again, send your secret phrase as a message in any conversation.`}
      >
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!ok || pending) return;
            setPending(true);
            try {
              await onHide(phrase.trim());
              setPhrase("");
            } finally {
              setPending(false);
            }
          }}
        >
          <Label htmlFor="hide-phrase">Secret phrase</Label>
          <Input
            id="hide-phrase"
            type="password"
            autoComplete="off"
            value={phrase}
            onChange={(e) => setPhrase(e.target.value)}
            aria-describedby="hide-phrase-hint"
            autoFocus
          />
          <p id="hide-phrase-hint" className="mt-1 text-sm text-muted">
            Minimum 3 characters.
          </p>
          <div className="mt-5 flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={!ok || pending}>
              {pending ? "Hiding..." : "Hide Conversation"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Delete Conversation / Delete Hidden Conversation: permanent, so it asks first. */
export function DeleteConversationDialog({
  heading,
  title,
  open,
  onOpenChange,
  onDelete,
}: {
  heading: "Delete Conversation" | "Delete Hidden Conversation";
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDelete: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={heading} description={`"${title}" and all its messages will be permanently deleted. This cannot be undone.`}>
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={pending}
            onClick={async () => {
              setPending(true);
              try {
                await onDelete();
              } finally {
                setPending(false);
              }
            }}
          >
            {pending ? "Deleting..." : "Delete"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The spec's blocking alerts, as an accessible alert dialog with the same text. */
export function FailureAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-ink">Something went wrong</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted">{message}</AlertDialog.Description>
          <div className="mt-5 flex justify-end">
            <AlertDialog.Action asChild>
              <Button>OK</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

