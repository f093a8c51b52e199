"use client";

import type { ReactNode } from "react";
import { CampaignAccessContext, useCampaignAccess } from "@/hooks/use-campaign-access";
import type { CampaignTracking } from "@/lib/campaign/tracking";

type Props = { grant: string; tracking: CampaignTracking; children: ReactNode };

/**
 * /utm-landing without a topic keeps its address: 'Loading...' on the gradient while access is
 * granted (spec), then the generic landing page (rendered on the server, passed in as children).
 */
export function GenericLanding({ grant, tracking, children }: Props) {
  const access = useCampaignAccess({ grant, tracking });
  if (access.state !== "pending") return <CampaignAccessContext value={access}>{children}</CampaignAccessContext>;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900">
      <p role="status" className="text-xl font-semibold text-white">Loading...</p>
    </main>
  );
}
