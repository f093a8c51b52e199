import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { SiteProvider } from "@/components/site-context";
import type { PublicSiteConfig } from "@/lib/config/site";

// Shared by the component tests: the brand data the root layout provides, and a fetch answer.

export const testSite: PublicSiteConfig = {
  name: "Helpful Hand",
  tagline: "An AI Thinking Partner",
  supportEmail: "help@example.com",
  social: [],
  affiliateDomains: ["amazon.com", "bhphotovideo.com"],
  compensationStatement: "Helpful Hand may receive compensation.",
};

export const renderWithSite = (ui: ReactElement) => render(<SiteProvider value={testSite}>{ui}</SiteProvider>);

/** What fetch resolves to: a JSON (or empty) answer with the given status. */
export function fakeResponse(status: number, text: string): Response {
  return {
    ok: status < 400,
    status,
    statusText: status < 400 ? "OK" : "Error",
    headers: { get: (k: string) => (k.toLowerCase() === "content-type" ? "application/json" : null) },
    body: null,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as unknown as Response;
}
