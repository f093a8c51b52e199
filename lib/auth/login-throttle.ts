import { sha256 } from "./signed-cookie";

// Wrong passwords slow an account down instead of locking it: an attacker who sprays guesses
// from many addresses cannot keep the owner out for long, and guessing stays slow for them.

/** Failed attempts an account gets without any wait. */
export const FREE_FAILURES = 4;
/** The longest wait between attempts on one account, however many failures. */
export const MAX_DELAY_SECONDS = 60;
/** A quiet spell this long since the last failure starts the count over. */
export const FORGET_AFTER_SECONDS = 15 * 60;
/** Failures per address before that address is refused outright (any accounts). */
export const LOGIN_FAILS_PER_ADDRESS = 30;
export const ADDRESS_WINDOW_SECONDS = 15 * 60;

/** Seconds to wait after the nth failure in a row: 0 for the free ones, then 2, 4, 8… up to the cap. */
export function delayAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** The whole schedule up to the cap, for the database to pick from in one statement. */
export function delaySchedule(): number[] {
  const out: number[] = [];
  for (let n = 1; out.at(-1) !== MAX_DELAY_SECONDS; n++) out.push(delayAfter(n));
  return out;
}

/** Known and unknown emails are stored alike, and no address is kept in clear. */
export const throttleKey = (normalisedEmail: string) => sha256(`login-throttle:${normalisedEmail}`);
