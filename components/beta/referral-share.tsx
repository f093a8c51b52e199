"use client";

import { useState, useSyncExternalStore } from "react";
import { Check, Copy, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSite } from "@/components/site-context";

const noSubscribe = () => () => {};

/** The referral link with Copy and, where the browser has it, the native share sheet. */
export function ReferralShare({ link }: { link: string }) {
  const site = useSite();
  const [copied, setCopied] = useState(false);
  const canShare = useSyncExternalStore(noSubscribe, () => typeof navigator.share === "function", () => false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      const field = document.getElementById("referral-link") as HTMLInputElement | null;
      field?.select();
      document.execCommand?.("copy");
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  }

  async function share() {
    try {
      await navigator.share({ title: `Join me on ${site.name}`, text: `I'm on the ${site.name} beta, an AI thinking partner for big and small decisions. Join with my link:`, url: link });
    } catch (err) {
      if ((err as Error).name !== "AbortError") console.error("Share failed", err);
    }
  }

  return (
    <div>
      <label htmlFor="referral-link" className="mb-1.5 block text-sm font-medium text-ink">Your referral link</label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="referral-link" readOnly value={link} onFocus={(e) => e.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 font-mono text-sm text-ink sm:flex-1"
        />
        <div className="flex gap-2">
          <Button onClick={copy} size="lg" className="flex-1 sm:flex-none" aria-live="polite">
            {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? "Copied!" : "Copy"}
          </Button>
          <Button onClick={share} size="lg" variant="secondary" className="flex-1 sm:flex-none" disabled={!canShare} title={canShare ? undefined : "Sharing isn't available in this browser; copy the link instead"}>
            <Share2 className="h-4 w-4" aria-hidden /> Share
          </Button>
        </div>
      </div>
    </div>
  );
}
