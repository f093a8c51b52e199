"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";

// The spec shows one toast at a time: a new toast replaces the current one.
export type ToastInput = { title: string; description?: string; variant?: "default" | "destructive" };
export type Current = ToastInput & { id: number };

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

// Radix Toast is loaded with the first toast, not with every page (the root layout mounts this).
const ToastView = lazy(() => import("./toast-view").then((m) => ({ default: m.ToastView })));

export function Toaster() {
  const t = useSyncExternalStore(subscribe, () => current, () => null);
  if (!t) return null;
  return (
    <Suspense fallback={null}>
      <ToastView toast={t} onDismiss={dismissToast} />
    </Suspense>
  );
}
