/** Questions an anonymous visitor asks in one conversation before the signup nudge is offered. */
export const SIGNUP_PROMPT_AFTER_QUESTIONS = 3;

/** The nudge is for anonymous (campaign) visitors only, from their third question on. */
export function shouldPromptSignup({ signedIn, questionCount }: { signedIn: boolean; questionCount: number }): boolean {
  return !signedIn && questionCount >= SIGNUP_PROMPT_AFTER_QUESTIONS;
}
