import { compareQueue, nextToInvite, queuePositions, queueScore, referralCounts, type QueueEntry } from "@/lib/beta/queue-position";
import { isCameraDroneQuestion } from "@/lib/beta/camera-drone";

const e = (id: string, joinOrder: number, confirmedReferrals = 0, status: QueueEntry["status"] = "waiting"): QueueEntry => ({ id, joinOrder, confirmedReferrals, status });
const line = (n: number) => Array.from({ length: n }, (_, i) => e(`p${i + 1}`, i + 1));

describe("queue position", () => {
  test("without referrals the queue is join order", () => {
    const pos = queuePositions(line(5), 10);
    expect([...pos.entries()]).toEqual([["p1", 1], ["p2", 2], ["p3", 3], ["p4", 4], ["p5", 5]]);
  });

  test("one confirmed referral moves the referrer up exactly `boost` places", () => {
    const entries = line(20);
    entries[14] = e("p15", 15, 1);
    const pos = queuePositions(entries, 10);
    expect(pos.get("p15")).toBe(5);
    expect(pos.get("p5")).toBe(6); // the person they passed moved one place down
    expect(pos.get("p4")).toBe(4);
  });

  test("each referral adds another boost, and nobody goes above first place", () => {
    const entries = line(30);
    entries[29] = e("p30", 30, 2);
    expect(queuePositions(entries, 10).get("p30")).toBe(10);
    entries[29] = e("p30", 30, 9);
    expect(queuePositions(entries, 10).get("p30")).toBe(1);
  });

  test("ties: a boosted person landing on someone's join order goes ahead; equal boosted scores go to the earlier joiner", () => {
    expect(queueScore(5, 0, 10)).toBeGreaterThan(queueScore(15, 1, 10));
    const a = e("a", 24, 1); // 14 after the boost
    const b = e("b", 34, 2); // 14 after two boosts
    expect(compareQueue(a, b, 10)).toBeLessThan(0);
    expect(compareQueue(b, a, 10)).toBeGreaterThan(0);
  });

  test("boost 0 turns referrals off", () => {
    const entries = line(5);
    entries[4] = e("p5", 5, 3);
    expect(queuePositions(entries, 0).get("p5")).toBe(5);
  });

  test("only confirmed (waiting) entries hold a place; unconfirmed, invited and approved do not", () => {
    const entries = [e("pending", 1, 0, "pending_confirmation"), e("approved", 2, 0, "approved"), e("invited", 3, 0, "invited"), e("w1", 4), e("w2", 5)];
    const pos = queuePositions(entries, 10);
    expect(pos.get("pending")).toBeUndefined();
    expect(pos.get("approved")).toBeUndefined();
    expect(pos.get("w1")).toBe(1);
    expect(pos.get("w2")).toBe(2);
  });

  test("invites go by position and stop at capacity (approved and invited hold seats)", () => {
    const entries = [e("approved", 1, 0, "approved"), e("invited", 2, 0, "invited"), ...line(6).map((x) => ({ ...x, joinOrder: x.joinOrder + 2 }))];
    entries[7] = { ...entries[7]!, confirmedReferrals: 1 }; // p6, join order 8 → boosted to the front
    expect(nextToInvite(entries, 10, 3, 5).map((x) => x.id)).toEqual(["p6", "p1", "p2"]);
    expect(nextToInvite(entries, 10, 10, 4).map((x) => x.id)).toEqual(["p6", "p1"]);
    expect(nextToInvite(entries, 10, 3, 2)).toEqual([]);
  });
});

describe("referral counting", () => {
  const referrer = { email: "ann@example.com", visitorId: "v1", signupIp: "203.0.113.1" };
  test("a different person counts", () => {
    expect(referralCounts(referrer, { email: "bob@example.com", visitorId: "v2", signupIp: "203.0.113.2" })).toBe(true);
    expect(referralCounts(referrer, { email: "bob@example.com", visitorId: null, signupIp: null })).toBe(true);
  });
  test("self-referrals do not: same email (any case), same browser, same address", () => {
    expect(referralCounts(referrer, { email: " ANN@example.com", visitorId: "v9", signupIp: "198.51.100.1" })).toBe(false);
    expect(referralCounts(referrer, { email: "ann2@example.com", visitorId: "v1", signupIp: "198.51.100.1" })).toBe(false);
    expect(referralCounts(referrer, { email: "ann2@example.com", visitorId: "v3", signupIp: "203.0.113.1" })).toBe(false);
  });
});

describe("camera and drone questions", () => {
  test.each([
    ["best drone for beginners", true],
    ["DJI Mini 4 vs Air 3", true],
    ["best Quadcopter for aerial video", true],
    ["camera drone under $500", true],
    ["best camera", false],
    ["Which MIRRORLESS body for travel?", false],
    ["best running shoes for flat feet", false],
    ["", false],
  ])("%s → %s", (q, expected) => {
    expect(isCameraDroneQuestion(q)).toBe(expected);
  });
});
