"use client";

import { createContext, useEffect, useRef, useState } from "react";
import { getDeviceId, UTM_ACCESS_KEY } from "@/lib/campaign/browser-storage";
import { requestCampaignAccess } from "@/lib/campaign/instant-client";
import { trackingFromSearch, type CampaignTracking } from "@/lib/campaign/tracking";

export type AccessState = "pending" | "granted" | "failed";
export type CampaignAccess = { state: AccessState; deviceId: string | null };

/** Access already asked for by a wrapper (the no-topic landing page): the chat inside reuses it. */
export const CampaignAccessContext = createContext<CampaignAccess | null>(null);

/**
 * Grants campaign access once per page with the server-rendered grant, sets the session flag
 * utm_access=true and gives back the device id. A failure is logged and the page carries on.
 * The utm_* values come from the address (over the page's `tracking` defaults), read here rather
 * than on the server so the rendered page is the same for every ad link (lib/campaign/page-cache.ts).
 * Callers that rewrite the address (/utm) must declare this hook before their own effect.
 */
export function useCampaignAccess({ grant, tracking, q, skip = false }: { grant: string; tracking: CampaignTracking; q?: string | null; skip?: boolean }): CampaignAccess {
  const [state, setState] = useState<AccessState>("pending");
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const asked = useRef(false);
  const address = useRef<{ search: string; path: string } | null>(null);
  useEffect(() => {
    if (asked.current || skip) return;
    // The address is read now (a caller cleans it in its own effect, right after this one); the
    // storage read and the request wait for the next task, so they are not one long task with the
    // rest of hydration's effects (issue 14 item 8, eighth round).
    address.current ??= { search: window.location.search, path: window.location.pathname };
    const { search, path } = address.current;
    const timer = window.setTimeout(() => {
      if (asked.current) return;
      asked.current = true;
      const id = getDeviceId(window.localStorage);
      const { source, medium, campaign } = trackingFromSearch(search, tracking);
      const params: Record<string, string> = {
        utm_access: grant, utm_source: source, utm_medium: medium, utm_campaign: campaign,
        device_id: id, landing_page: path,
      };
      if (q) params.q = q;
      requestCampaignAccess(params)
        .then((ok) => {
          if (ok) {
            try {
              window.sessionStorage.setItem(UTM_ACCESS_KEY, "true");
            } catch {
              /* storage blocked */
            }
          } else console.warn("Campaign access was refused");
          setDeviceId(id);
          setState(ok ? "granted" : "failed");
        })
        .catch((err) => {
          console.warn("Campaign access failed", err);
          setDeviceId(id);
          setState("failed");
        });
    }, 0);
    return () => window.clearTimeout(timer);
  }, [grant, tracking, q, skip]);
  return { state, deviceId };
}
