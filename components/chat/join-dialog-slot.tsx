"use client";

import { JoinDialog } from "@/components/beta/join-dialog";

// Where the signup nudge's 'Join with Email' lands: the community Join dialog (email or phone).
export function JoinDialogSlot({ open, onOpenChange, source }: { open: boolean; onOpenChange: (open: boolean) => void; source?: string }) {
  return <JoinDialog open={open} onOpenChange={onOpenChange} source={source} />;
}
