"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

// Where the signup nudge's 'Join with Email' lands. The community Join dialog
// (components/beta/join-dialog.tsx, props { open, onOpenChange, source }) is built on another
// branch; until it is on main this slot sends the visitor to the landing page's join card.
// To switch: render <JoinDialog open={open} onOpenChange={onOpenChange} source={source} /> here.
export function JoinDialogSlot({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void; source?: string }) {
  const router = useRouter();
  useEffect(() => {
    if (!open) return;
    onOpenChange(false);
    router.push("/#join");
  }, [open, onOpenChange, router]);
  return null;
}
