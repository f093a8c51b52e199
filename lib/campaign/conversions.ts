// Conversion types, values and milestones (spec 9). Shared by the browser tracker and the API.
export const CONVERSION_TYPES = ["time", "3questions", "6questions", "10questions", "signup"] as const;
export type ConversionType = (typeof CONVERSION_TYPES)[number];

export const CONVERSIONS: Record<ConversionType, { valueUsd: number; label: string }> = {
  time: { valueUsd: 1, label: "engaged_visitor" },
  "3questions": { valueUsd: 2.5, label: "potential_user" },
  "6questions": { valueUsd: 5, label: "amateur_user" },
  "10questions": { valueUsd: 10, label: "power_user" },
  signup: { valueUsd: 25, label: "beta_signup" },
};

export const ENGAGED_SECONDS = 120;
export const TIME_CHECK_MS = 30_000;

export type ProgressInput = { timeOnSiteSeconds: number; questionsAsked: number; signedUp: boolean; fired: ReadonlySet<string> };

/** The conversions this progress earns that have not fired yet in this session, in spec order. */
export function dueConversions({ timeOnSiteSeconds, questionsAsked, signedUp, fired }: ProgressInput): ConversionType[] {
  const earned: ConversionType[] = [];
  if (timeOnSiteSeconds >= ENGAGED_SECONDS) earned.push("time");
  if (questionsAsked >= 3) earned.push("3questions");
  if (questionsAsked >= 6) earned.push("6questions");
  if (questionsAsked >= 10) earned.push("10questions");
  if (signedUp) earned.push("signup");
  return earned.filter((t) => !fired.has(t));
}

/** utm_{timestamp}_{random}: the session id the tracker and the API share. */
export function newUtmSessionId(now = Date.now(), random = Math.random): string {
  return `utm_${now}_${random().toString(36).slice(2, 11)}`;
}

export const UTM_SESSION_ID_PATTERN = /^utm_\d{10,16}_[a-z0-9]{1,16}$/;
