"use client";

import { Toast as T } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import type { Current } from "./toast";

/** The toast on screen (Radix Toast: swipe, F8, screen-reader announcement). */
export function ToastView({ toast: t, onDismiss }: { toast: Current; onDismiss: () => void }) {
  return (
    <T.Provider swipeDirection="right" duration={5000}>
      <T.Root
        key={t.id}
        open
        onOpenChange={(open) => !open && onDismiss()}
        className={cn(
          "relative rounded-xl border p-4 pr-10 shadow-lg",
          t.variant === "destructive" ? "border-red-200 bg-red-50 text-red-900" : "border-line bg-white text-ink",
        )}
      >
        <T.Title className="text-sm font-semibold">{t.title}</T.Title>
        {t.description ? <T.Description className="mt-1 text-sm opacity-90">{t.description}</T.Description> : null}
        <T.Close aria-label="Close" className="absolute top-3 right-3 rounded p-1 opacity-70 hover:opacity-100">
          <X className="h-4 w-4" aria-hidden />
        </T.Close>
        </T.Root>
      <T.Viewport className="fixed right-4 bottom-4 z-[100] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 outline-none" />
    </T.Provider>
  );
}
