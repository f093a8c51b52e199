"use client";

import { Dialog as D } from "radix-ui";
import { X } from "lucide-react";
import type { ReactNode } from "react";

/** The sidebar as a slide-over drawer below the lg breakpoint. */
export function MobileDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/40 lg:hidden" />
        <D.Content className="fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col bg-slate-50 shadow-2xl focus:outline-none lg:hidden">
          <D.Title className="sr-only">Conversations</D.Title>
          <D.Description className="sr-only">Your conversations</D.Description>
          <D.Close aria-label="Close conversations" className="absolute top-3 right-3 z-10 rounded-md p-1.5 text-slate-500 hover:bg-slate-200 hover:text-ink">
            <X className="h-5 w-5" aria-hidden />
          </D.Close>
          {children}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
