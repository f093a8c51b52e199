// The instant chat's signup nudge timing (spec 4 and 9). Pure, so the rules are tested alone.
import { linksToRetailer } from "@/lib/retailer-links";

export const NUDGE_AFTER_SEND_MS = 5000;
export const NUDGE_BY_COUNT_MS = 3000;

export type NudgeMessage = { role: "user" | "assistant"; content: string };

export const hasRetailerLink = linksToRetailer;

export type NudgeInput = {
  messages: NudgeMessage[];
  loading: boolean;
  /** The last change was the reply to a message the visitor sent in this chat. */
  afterSend: boolean;
  /** The visitor already dismissed a nudge: only the every-4th-message rule shows it again. */
  dismissed: boolean;
  affiliateDomains: readonly string[];
};

/** Milliseconds until the nudge should appear for this state, or null when it should not. */
export function nudgeDelay({ messages, loading, afterSend, dismissed, affiliateDomains }: NudgeInput): number | null {
  if (loading) return null;
  const lastAssistant = [...messages].reverse().find((m) => m.role === "assistant");
  if (!lastAssistant || !hasRetailerLink(lastAssistant.content, affiliateDomains)) return null;
  const count = messages.length;
  const everyFourth = count >= 6 && count % 4 === 0;
  if (dismissed) return everyFourth ? NUDGE_BY_COUNT_MS : null;
  if (afterSend && count >= 2) return NUDGE_AFTER_SEND_MS;
  if ((count >= 4 && count < 6) || everyFourth) return NUDGE_BY_COUNT_MS;
  return null;
}

/** Display rule: fullscreen once the visitor has sent 2 messages while the half-screen window is open. */
export const FULLSCREEN_AFTER_SENT = 2;
export const HALF_SCREEN_DELAY_MS = 500;
export const START_RETRY_DELAY_MS = 2000;
export const START_MAX_RETRIES = 3;

/** Backoff for retries of the first answer: 2 s, 4 s, 8 s; null once the cap is reached. */
export function startRetryDelay(attempt: number): number | null {
  return attempt < START_MAX_RETRIES ? START_RETRY_DELAY_MS * 2 ** attempt : null;
}
