import { CONVERSIONS, dueConversions, newUtmSessionId, TIME_CHECK_MS, type ConversionType } from "./conversions";
import { UTM_SESSION_ID_KEY } from "./browser-storage";

// Browser conversion tracker: each type is sent once per browser session (sessionStorage remembers
// what fired), to our API and to the ad tag (window.gtag) when the page has one.
export const FIRED_KEY = "hh_conversions_fired";
export const STARTED_KEY = "hh_session_started";
export const QUESTIONS_KEY = "hh_questions_asked";

type KV = Pick<Storage, "getItem" | "setItem">;
export type Payload = { sessionId: string; conversionType: ConversionType; questionsAsked: number; timeOnSite: number; extras: Record<string, unknown> };

export type TrackerDeps = {
  storage: KV;
  /** Delivers one event; `leaving` asks for sendBeacon (page hidden or unloading). */
  send: (payload: Payload, leaving: boolean) => void;
  now?: () => number;
  gtag?: (...args: unknown[]) => void;
  extras?: () => Record<string, unknown>;
};

function read(storage: KV, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}
function write(storage: KV, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    /* storage blocked: tracking continues for this page only */
  }
}

export function createConversionTracker({ storage, send, now = Date.now, gtag, extras = () => ({}) }: TrackerDeps) {
  let sessionId = read(storage, UTM_SESSION_ID_KEY);
  if (!sessionId) {
    sessionId = newUtmSessionId(now());
    write(storage, UTM_SESSION_ID_KEY, sessionId);
  }
  let started = Number(read(storage, STARTED_KEY));
  if (!started) {
    started = now();
    write(storage, STARTED_KEY, String(started));
  }
  let signedUp = false;
  const fired = new Set<string>((read(storage, FIRED_KEY) ?? "").split(",").filter(Boolean));
  const questions = () => Number(read(storage, QUESTIONS_KEY)) || 0;
  const timeOnSite = () => Math.max(0, Math.floor((now() - started) / 1000));

  function check(leaving = false): ConversionType[] {
    const due = dueConversions({ timeOnSiteSeconds: timeOnSite(), questionsAsked: questions(), signedUp, fired });
    for (const type of due) {
      fired.add(type);
      write(storage, FIRED_KEY, [...fired].join(","));
      send({ sessionId: sessionId!, conversionType: type, questionsAsked: questions(), timeOnSite: timeOnSite(), extras: extras() }, leaving);
      gtag?.("event", "conversion", { event_category: "utm", event_label: CONVERSIONS[type].label, value: CONVERSIONS[type].valueUsd, currency: "USD" });
    }
    return due;
  }

  return {
    sessionId,
    check,
    recordQuestion(): ConversionType[] {
      write(storage, QUESTIONS_KEY, String(questions() + 1));
      return check();
    },
    recordSignup(): ConversionType[] {
      signedUp = true;
      return check();
    },
    timeCheckMs: TIME_CHECK_MS,
  };
}

export type ConversionTracker = ReturnType<typeof createConversionTracker>;
