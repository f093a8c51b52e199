// A daily number of answers per signed-in user (USER_DAILY_ANSWERS), on both engines. It protects
// the model bill from one runaway account and the box from scripted abuse through a real login.
// Separate from the campaign quota (lib/chat/quota.ts), which meters anonymous ad visitors per
// cookie and address; a signed-in user still on campaign access is counted by both.
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { hit, peek, type Limit } from "@/lib/http/rate-limit";
import type { Caller } from "@/lib/auth/caller";

const DAY = 24 * 3600;
const keyFor = ({ userId }: UserBudgetSubject) => `user-answers:${userId}`;

/** Whose answers are counted: a signed-in, non-admin user. */
export type UserBudgetSubject = { userId: string };

/**
 * The budget a caller is held to, or null when they are not metered by it: anonymous visitors
 * (the campaign quota meters them) and admins (who run the service and test it at length).
 */
export function userBudgetFor(caller: Pick<Caller, "user">): UserBudgetSubject | null {
  if (!caller.user || caller.user.role === "admin") return null;
  return { userId: caller.user.id };
}

export function userBudgetExceeded(retryAfter: number): ApiError {
  const hours = Math.max(1, Math.ceil(retryAfter / 3600));
  return new ApiError(
    "rate_limited",
    `You've reached today's limit of ${env.USER_DAILY_ANSWERS} answers. Your conversations are all saved; answers resume in about ${hours} hour${hours === 1 ? "" : "s"}.`,
    { limit: env.USER_DAILY_ANSWERS, retryAfter },
    { "Retry-After": String(retryAfter) },
  );
}

/**
 * Counts one answer (call before the question is saved, so a refused question is not stored and
 * the person can simply send it again later); throws 429 with Retry-After past the budget. The day
 * is a fixed UTC window shared by every app server (database buckets).
 */
export async function consumeUserBudget(subject: UserBudgetSubject): Promise<void> {
  const r = await hit(userBudgetLimit(subject));
  if (!r.ok) throw userBudgetExceeded(r.retryAfter);
}

/** The budget as a limit (lib/http/rate-limit.ts), for a statement that counts it with the question it allows. */
export const userBudgetLimit = (subject: UserBudgetSubject): Limit => ({ key: keyFor(subject), limit: env.USER_DAILY_ANSWERS, windowSeconds: DAY });

/** Throws the same 429 when no answer is left today; consumes nothing (checked before creating a conversation). */
export async function assertUserBudgetLeft(subject: UserBudgetSubject): Promise<void> {
  if ((await peek({ key: keyFor(subject), windowSeconds: DAY })) >= env.USER_DAILY_ANSWERS) throw userBudgetExceeded(secondsToWindowEnd());
}

const secondsToWindowEnd = () => Math.max(1, Math.ceil((DAY * 1000 - (Date.now() % (DAY * 1000))) / 1000));
