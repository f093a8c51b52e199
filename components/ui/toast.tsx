"use client";

import { Toast as T } from "radix-ui";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "@/lib/utils";

// The spec shows one toast at a time: a new toast replaces the current one.
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
type Current = ToastInput & { id: number };

let current: Current | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(input: ToastInput): void {
  current = { ...input, id: ++seq };
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function Toaster() {
  const t = useSyncExternalStore(subscribe, () => current, () => null);
  return (
    <T.Provider swipeDirection="right" duration={5000}>
      {t ? (
        <T.Root
          key={t.id}
          open
          onOpenChange={(open) => !open && dismissToast()}
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
      ) : null}
      <T.Viewport className="fixed right-4 bottom-4 z-[100] flex w-[min(24rem,calc(100%-2rem))] flex-col gap-2 outline-none" />
    </T.Provider>
  );
}
