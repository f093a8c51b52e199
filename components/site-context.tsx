"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { PublicSiteConfig } from "@/lib/config/site";

const SiteContext = createContext<PublicSiteConfig | null>(null);

/** Brand data for client components (they cannot read env), provided once by the root layout. */
export function SiteProvider({ value, children }: { value: PublicSiteConfig; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>;
}

export function useSite(): PublicSiteConfig {
  const v = useContext(SiteContext);
  if (!v) throw new Error("useSite must be used inside SiteProvider");
  return v;
}
