"use client";

import Link from "next/link";
import { X } from "lucide-react";
import type { TurnError } from "@/hooks/use-chat-messages";

/** Why the last answer did not arrive; a quota message invites the visitor to join the beta. */
export function TurnErrorNotice({ error, onDismiss }: { error: TurnError; onDismiss: () => void }) {
  const quota = error.code === "quota_exceeded";
  return (
    <div role="alert" className="mb-2 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="flex-1">
        {error.message}
        {quota ? (
          <>
            {" "}
            <Link href="/#join" className="font-semibold text-brand-800 underline underline-offset-2">
              Join the beta
            </Link>
          </>
        ) : null}
      </p>
      <button type="button" onClick={onDismiss} aria-label="Dismiss" className="rounded p-0.5 text-amber-900 hover:bg-amber-100">
        <X className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
