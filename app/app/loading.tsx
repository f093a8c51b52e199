"use client";

import { LogoMark } from "@/components/layout/logo";
import { useSite } from "@/components/site-context";

// Shown while the server resolves who is calling.
export default function Loading() {
  const site = useSite();
  return (
    <div role="status" className="flex h-dvh flex-col items-center justify-center gap-4 bg-canvas">
      <LogoMark className="h-12 w-12 animate-pulse motion-reduce:animate-none" />
      <p className="text-sm font-medium text-muted">Loading {site.name}...</p>
    </div>
  );
}
