import { firstCampaignSession, visitorActivity } from "@/lib/db/queries/campaign";
import { ENGAGED_SECONDS, type ConversionType } from "./conversions";

// The browser's tracker says what it saw; the server records a conversion only when its own
// records agree (issue 10, item 13): the visitor holds a server-side campaign session (the signed
// cookie), asked the questions the type names, has been here long enough since landing, and for
// 'signup' really joined the waitlist. The client's sessionId stays a label, never the key.
const CLOCK_SLACK_SECONDS = 15; // the tracker starts at page load, a moment before the session is recorded

const QUESTIONS: Partial<Record<ConversionType, number>> = { "3questions": 3, "6questions": 6, "10questions": 10 };

export type VerifiedConversion = { campaignSessionId: string; questionsAsked: number; secondsSinceLanding: number };

export async function verifyConversion({ visitorId, userId, type, now = Date.now() }: {
  visitorId: string | null; userId: string | null; type: ConversionType; now?: number;
}): Promise<VerifiedConversion | null> {
  if (!visitorId) return null;
  const session = await firstCampaignSession({ visitorId });
  if (!session) return null;
  const secondsSinceLanding = Math.max(0, Math.floor((now - session.createdAt.getTime()) / 1000));
  const { questions, registered } = await visitorActivity({ visitorId, userId, since: session.createdAt });
  const backed =
    type === "time" ? secondsSinceLanding + CLOCK_SLACK_SECONDS >= ENGAGED_SECONDS
    : type === "signup" ? registered
    : questions >= (QUESTIONS[type] ?? Infinity);
  return backed ? { campaignSessionId: session.id, questionsAsked: questions, secondsSinceLanding } : null;
}
