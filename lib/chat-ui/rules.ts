import type { CurrentUser } from "./types";
import { linksToRetailer } from "@/lib/retailer-links";

// Small display rules for the chat, kept pure so they are unit-tested.

/** The name the sidebar footer shows: full name, else email, else "User". */
export function displayName(user: Pick<CurrentUser, "firstName" | "lastName" | "email"> | null | undefined): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(" ");
  return name || user?.email || "User";
}

export const linksToAffiliate = linksToRetailer;

/** The app's signup nudge: only for anonymous visitors, only when the server asks for it. */
export function shouldNudgeSignup({ shouldPromptSignup, signedIn }: { shouldPromptSignup?: boolean; signedIn: boolean }): boolean {
  return Boolean(shouldPromptSignup) && !signedIn;
}

export const SIGNUP_NUDGE_DELAY_MS = 2000;
export const AUTO_QUESTION_DELAY_MS = 500;
export const DEFAULT_TITLE = "New Conversation";

export const infoQuestions = (brand: string) => ({
  howItWorks: `How does ${brand} work?`,
  examples: `Can you show me some examples of how ${brand} helps?`,
});

/** Conversations poll every 30 s for users and 60 s for campaign visitors; data counts as fresh for 15 s. */
export function conversationPollMs(signedIn: boolean): number {
  return signedIn ? 30_000 : 60_000;
}
export const CONVERSATIONS_FRESH_MS = 15_000;

/** A conversation title from the first message: one line, at most 60 characters. */
export function titleFromMessage(text: string): string {
  const line = text.trim().replace(/\s+/g, " ");
  if (!line) return DEFAULT_TITLE;
  return line.length > 60 ? `${line.slice(0, 57).trimEnd()}...` : line;
}
