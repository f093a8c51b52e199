"use client";

import Link from "next/link";
import { Sparkles, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The instant chat's invitation to join the beta. */
export function SignupNudge({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div role="region" aria-label="Get full access" className="relative mx-3 mb-2 rounded-xl border border-brand-200 bg-brand-50 p-4 pr-10 shadow-sm">
      <button type="button" onClick={onDismiss} aria-label="Close" className="absolute right-2 top-2 rounded-md p-1 text-muted hover:bg-brand-100 hover:text-ink">
        <X className="h-4 w-4" aria-hidden />
      </button>
      <p className="flex items-center gap-2 font-semibold text-ink"><Sparkles className="h-4 w-4 text-accent-500" aria-hidden />Enjoying the recommendations?</p>
      <p className="mt-1 text-sm text-muted">Join the free beta to save your conversations and keep thinking things through, on any device.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm"><Link href="/">Get Full Access</Link></Button>
        <Button size="sm" variant="ghost" onClick={onDismiss}>Continue Without Signing Up</Button>
      </div>
    </div>
  );
}
