// Queue rules as plain functions. The database applies the same formula with one indexed count
// (lib/db/queries/waitlist.ts `queuePosition`); tests check that both agree.
//
//   score = 2 × (joinOrder − boost × confirmedReferrals) − (confirmedReferrals > 0 ? 1 : 0)
//   position = 1 + number of waiting entries with (score, joinOrder) before mine
//
// Lower is earlier. The doubling and the −1 break the one tie that matters: a referrer landing on
// an unboosted person's join order goes ahead of them, so each referral is worth exactly `boost`
// places among unboosted people. Other ties go to the earlier joiner. Only confirmed ("waiting")
// entries hold a place.
import { normalizeEmailForReferrals } from "./email-identity";

export type QueueEntry = {
  id: string;
  /** Join order (queue_seq): increases with join time. */
  joinOrder: number;
  confirmedReferrals: number;
  status: "pending_confirmation" | "waiting" | "invited" | "approved";
};

export function queueScore(joinOrder: number, confirmedReferrals: number, boost: number): number {
  const refs = Math.max(0, confirmedReferrals);
  return 2 * (joinOrder - boost * refs) - (refs > 0 ? 1 : 0);
}

/** Negative when a is ahead of b. */
export function compareQueue(a: QueueEntry, b: QueueEntry, boost: number): number {
  const d = queueScore(a.joinOrder, a.confirmedReferrals, boost) - queueScore(b.joinOrder, b.confirmedReferrals, boost);
  return d !== 0 ? d : a.joinOrder - b.joinOrder;
}

/** Every waiting entry's 1-based position; entries not waiting have none. */
export function queuePositions(entries: QueueEntry[], boost: number): Map<string, number> {
  const waiting = entries.filter((e) => e.status === "waiting").sort((a, b) => compareQueue(a, b, boost));
  return new Map(waiting.map((e, i) => [e.id, i + 1]));
}

/** The next `count` people to invite, limited by capacity (approved + invited count against it). */
export function nextToInvite(entries: QueueEntry[], boost: number, count: number, capacity: number): QueueEntry[] {
  const taken = entries.filter((e) => e.status === "approved" || e.status === "invited").length;
  const room = Math.max(0, Math.min(count, capacity - taken));
  return entries.filter((e) => e.status === "waiting").sort((a, b) => compareQueue(a, b, boost)).slice(0, room);
}

export type ReferralParty = { email: string; visitorId: string | null; signupIp: string | null };

/** Why a referral earns nothing, or null when it counts (docs/decisions/security.md). */
export type ReferralRefusal = "same_person" | "same_browser" | "same_address";

/**
 * A referral moves the referrer up only when it is a different person: not the same inbox (emails
 * compared normalised: case, plus-tags, Gmail dots), not the same browser (visitor cookie), not
 * the same network address.
 */
export function referralRefusal(referrer: ReferralParty, referred: ReferralParty): ReferralRefusal | null {
  if (normalizeEmailForReferrals(referrer.email) === normalizeEmailForReferrals(referred.email)) return "same_person";
  if (referrer.visitorId && referred.visitorId && referrer.visitorId === referred.visitorId) return "same_browser";
  if (referrer.signupIp && referred.signupIp && referrer.signupIp === referred.signupIp) return "same_address";
  return null;
}

export const referralCounts = (referrer: ReferralParty, referred: ReferralParty): boolean => referralRefusal(referrer, referred) === null;
