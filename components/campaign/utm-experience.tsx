"use client";

import { useEffect } from "react";
import type { UtmPageModel } from "@/lib/campaign/landing-page";
import { useCampaignAccess } from "@/hooks/use-campaign-access";
import { useConversionTracking } from "@/hooks/use-conversion-tracking";
import type { CampaignTracking } from "@/lib/campaign/tracking";
import { ChatPlaceholder, UTM_CHAT_SIZE, UtmInstantChat } from "./lazy-instant-chat";

type Props = { question: string; page: UtmPageModel; grant: string; tracking: CampaignTracking };

/** /utm in the browser: grant access, clean the address to /utm, then the instant chat with the question. */
export function UtmExperience({ question, page, grant, tracking }: Props) {
  // Before the address is cleaned below: the hook reads the ad's utm_* values from it.
  const access = useCampaignAccess({ grant, tracking, q: question });
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
        {page.lead && <p className="mt-2 text-lg leading-7 text-muted">{page.lead}</p>}
      </div>
      {access.state === "pending" ? (
        <ChatPlaceholder className={UTM_CHAT_SIZE} />
      ) : (
      <UtmInstantChat
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
