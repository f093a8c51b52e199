"use client";

import { useEffect } from "react";
import type { UtmPageModel } from "@/lib/campaign/landing-page";
import { useCampaignAccess } from "@/hooks/use-campaign-access";
import { useConversionTracking } from "@/hooks/use-conversion-tracking";
import { InstantChat } from "./instant-chat";

type Props = { question: string; page: UtmPageModel; grant: string; source: string; medium: string; campaign: string };

/** /utm in the browser: grant access, clean the address to /utm, then the instant chat with the question. */
export function UtmExperience({ question, page, grant, source, medium, campaign }: Props) {
  const access = useCampaignAccess({ grant, source, medium, campaign, q: question });
  const { recordQuestion } = useConversionTracking("/utm");

  useEffect(() => {
    window.history.replaceState(window.history.state, "", "/utm");
  }, []);

  return (
    <div className="space-y-5">
      <div>
        {/* A crisis question is not headlined as a search: a neutral heading, and the chat's help card leads. */}
        {!page.neutral && <p className="text-sm font-medium uppercase tracking-wide text-brand-700">Your question</p>}
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">{page.heading}</h1>
        {page.lead && <p className="mt-2 text-muted">{page.lead}</p>}
      </div>
      {access.state === "pending" ? (
        <div className="flex h-[min(70dvh,640px)] min-h-[400px] flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-white shadow-sm" role="status">
          <span className="h-10 w-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden />
          <p className="text-lg font-medium text-ink">Loading your conversation...</p>
        </div>
      ) : (
      <InstantChat
        question={question}
        deviceId={access.deviceId}
        ready
        autoExpand
        className="h-[min(70dvh,640px)]"
        onQuestion={recordQuestion}
      />
      )}
    </div>
  );
}
