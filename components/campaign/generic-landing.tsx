"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useCampaignAccess } from "@/hooks/use-campaign-access";

type Props = { grant: string; source: string; medium: string; campaign: string; next: string };

/** /utm-landing without a topic: 'Loading...' on the gradient while access is granted, then the general guide. */
export function GenericLanding({ grant, source, medium, campaign, next }: Props) {
  const router = useRouter();
  const access = useCampaignAccess({ grant, source, medium, campaign });
  useEffect(() => {
    if (access.state !== "pending") router.replace(next);
  }, [access.state, next, router]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900">
      <p role="status" className="text-xl font-semibold text-white">Loading...</p>
    </main>
  );
}
