import { detectCampaignVisit } from "@/lib/campaign/detection";
import { hasRetailerLink, nudgeDelay, startRetryDelay, type NudgeMessage } from "@/lib/campaign/nudge";
import { dueConversions, newUtmSessionId, UTM_SESSION_ID_PATTERN, CONVERSIONS } from "@/lib/campaign/conversions";
import { createConversionTracker, type Payload } from "@/lib/campaign/conversion-tracker";
import { addUsage, getDeviceId, readUsage } from "@/lib/campaign/browser-storage";
import { parseStatsDay, statsRange } from "@/lib/campaign/stats-range";

const none = { search: "", sessionUtmAccess: null, referrer: "" };

describe("campaign access detection", () => {
  test.each(["?utm_access=k", "utm_source=google", "?utm_medium=cpc&q=x"])("query %s asks for access", (search) => {
    expect(detectCampaignVisit({ ...none, search })).toBe(true);
  });
  test("the stored session flag and a utm_ referrer count", () => {
    expect(detectCampaignVisit({ ...none, sessionUtmAccess: "true" })).toBe(true);
    expect(detectCampaignVisit({ ...none, referrer: "https://example.com/?utm_campaign=x" })).toBe(true);
  });
  test("nothing else does", () => {
    expect(detectCampaignVisit(none)).toBe(false);
    expect(detectCampaignVisit({ search: "?q=drone&utm_campaign=x", sessionUtmAccess: "false", referrer: "https://google.com/" })).toBe(false);
  });
});

const domains = ["amazon.com", "bhphotovideo.com"];
const link = "Try the [DJI Mini 4 Pro](https://www.amazon.com/s?k=dji+mini&tag=x).";
// n messages alternating user/assistant; the last assistant message carries the retailer link.
const msgs = (n: number, lastHasLink = true): NudgeMessage[] => {
  const lastAssistant = n % 2 === 0 ? n - 1 : n - 2;
  return Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content: i === lastAssistant && lastHasLink ? link : "plain answer" }) as NudgeMessage);
};

describe("signup nudge timing", () => {
  test("retailer links: amazon.com and bhphotovideo.com, subdomains too, not look-alikes", () => {
    expect(hasRetailerLink(link, domains)).toBe(true);
    expect(hasRetailerLink("see https://bhphotovideo.com/c/product/1", domains)).toBe(true);
    expect(hasRetailerLink("see https://amazon.com.evil.example/x", domains)).toBe(false);
    expect(hasRetailerLink("see https://notamazon.com/x", domains)).toBe(false);
    expect(hasRetailerLink("amazon.com without a link", domains)).toBe(false);
  });
  test("5 s after a sent message once 2+ messages exist and the last answer links a retailer", () => {
    expect(nudgeDelay({ messages: msgs(2), loading: false, afterSend: true, dismissed: false, affiliateDomains: domains })).toBe(5000);
  });
  test("never while loading or without a retailer link", () => {
    expect(nudgeDelay({ messages: msgs(4), loading: true, afterSend: true, dismissed: false, affiliateDomains: domains })).toBeNull();
    expect(nudgeDelay({ messages: msgs(4, false), loading: false, afterSend: true, dismissed: false, affiliateDomains: domains })).toBeNull();
  });
  test("by count: 3 s at 4-5 messages, then at multiples of 4 from 6 on", () => {
    const at = (n: number) => nudgeDelay({ messages: msgs(n), loading: false, afterSend: false, dismissed: false, affiliateDomains: domains });
    expect([2, 3, 4, 5, 6, 7, 8, 10, 12].map(at)).toEqual([null, null, 3000, 3000, null, null, 3000, null, 3000]);
  });
  test("after a dismissal only every 4th message brings it back", () => {
    const at = (n: number) => nudgeDelay({ messages: msgs(n), loading: false, afterSend: true, dismissed: true, affiliateDomains: domains });
    expect([4, 5, 6, 8, 12].map(at)).toEqual([null, null, null, 3000, 3000]);
  });
  test("first-answer retries back off and stop after 3", () => {
    expect([0, 1, 2, 3].map(startRetryDelay)).toEqual([2000, 4000, 8000, null]);
  });
});

class MemoryStorage {
  map = new Map<string, string>();
  getItem(k: string) { return this.map.get(k) ?? null; }
  setItem(k: string, v: string) { this.map.set(k, v); }
}

describe("conversion tracking", () => {
  test("milestones and the time rule", () => {
    const fired = new Set<string>();
    expect(dueConversions({ timeOnSiteSeconds: 119, questionsAsked: 2, signedUp: false, fired })).toEqual([]);
    expect(dueConversions({ timeOnSiteSeconds: 120, questionsAsked: 10, signedUp: true, fired })).toEqual(["time", "3questions", "6questions", "10questions", "signup"]);
    expect(dueConversions({ timeOnSiteSeconds: 500, questionsAsked: 7, signedUp: false, fired: new Set(["time", "3questions"]) })).toEqual(["6questions"]);
  });
  test("values and labels", () => {
    expect(Object.values(CONVERSIONS).map((c) => c.valueUsd)).toEqual([1, 2.5, 5, 10, 25]);
    expect(Object.values(CONVERSIONS).map((c) => c.label)).toEqual(["engaged_visitor", "potential_user", "amateur_user", "power_user", "beta_signup"]);
  });
  test("session id format", () => {
    const id = newUtmSessionId(1700000000000, () => 0.123456789);
    expect(id).toMatch(/^utm_1700000000000_[a-z0-9]+$/);
    expect(id).toMatch(UTM_SESSION_ID_PATTERN);
  });
  test("each type fires once per session, even across page loads (new tracker, same sessionStorage)", () => {
    const storage = new MemoryStorage();
    const sent: Payload[] = [];
    const gtagCalls: unknown[][] = [];
    let now = 1_000_000;
    const make = () => createConversionTracker({ storage, send: (p) => sent.push(p), now: () => now, gtag: (...a) => gtagCalls.push(a) });
    const t1 = make();
    t1.recordQuestion(); t1.recordQuestion();
    expect(sent).toEqual([]);
    expect(t1.recordQuestion()).toEqual(["3questions"]);
    expect(t1.check()).toEqual([]);
    now += 121_000;
    const t2 = make(); // a reload in the same tab
    expect(t2.sessionId).toBe(t1.sessionId);
    expect(t2.check(true)).toEqual(["time"]);
    expect(t2.check(true)).toEqual([]);
    expect(t2.recordSignup()).toEqual(["signup"]);
    expect(t2.recordSignup()).toEqual([]);
    expect(sent.map((p) => p.conversionType)).toEqual(["3questions", "time", "signup"]);
    expect(sent[1]).toMatchObject({ questionsAsked: 3, timeOnSite: 121 });
    expect(gtagCalls[0]).toEqual(["event", "conversion", expect.objectContaining({ event_label: "potential_user", value: 2.5, currency: "USD" })]);
  });
});

describe("browser storage", () => {
  test("device id is created once as device_{time}_{random}", () => {
    const s = new MemoryStorage();
    const id = getDeviceId(s, 1700000000000, () => 0.5);
    expect(id).toMatch(/^device_1700000000000_[a-z0-9]+$/);
    expect(getDeviceId(s, 1, () => 0.9)).toBe(id);
  });
  test("usage record adds up and survives junk", () => {
    const s = new MemoryStorage();
    addUsage(s, { conversations: 1, messages: 2 });
    expect(addUsage(s, { messages: 1, timeUsed: 30 })).toEqual({ conversations: 1, messages: 3, timeUsed: 30 });
    s.setItem("hh_usage", "{not json");
    expect(readUsage(s)).toEqual({ conversations: 0, messages: 0, timeUsed: 0 });
  });
});

describe("dashboard date range", () => {
  const now = new Date("2026-11-21T15:00:00Z");
  test("defaults to the last 30 days, inclusive of today", () => {
    const r = statsRange({}, now);
    expect([r.fromDay, r.toDay]).toEqual(["2026-10-23", "2026-11-21"]);
    expect(r.to.toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });
  test("swaps reversed days and ignores junk", () => {
    expect(statsRange({ from: "2026-11-10", to: "2026-11-01" }, now).fromDay).toBe("2026-11-01");
    expect(statsRange({ from: "yesterday" }, now).fromDay).toBe("2026-10-23");
  });
  test("days outside this century or not on the calendar are junk too (the page falls back, the API says 400)", () => {
    for (const bad of ["0000-01-01", "9999-12-31", "1999-12-31", "2100-01-01", "2026-02-31", "2026-13-01", "2026-00-10"]) {
      expect(parseStatsDay(bad)).toBeNull();
    }
    expect(parseStatsDay("2000-01-01")?.toISOString()).toBe("2000-01-01T00:00:00.000Z");
    expect(parseStatsDay("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    const r = statsRange({ from: "0000-01-01", to: "9999-12-31" }, now);
    expect([r.fromDay, r.toDay]).toEqual(["2026-10-23", "2026-11-21"]);
  });
});
