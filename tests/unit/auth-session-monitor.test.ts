/**
 * @jest-environment jsdom
 */
// The session monitor's timing rules (spec section 4) against a scripted server.
import { sessionMonitorRunning, startSessionMonitor, stopSessionMonitor } from "@/hooks/use-session-monitor";

type Reply = { status: number; body: unknown };
let statusReplies: Reply[] = [];
const calls: string[] = [];
const DAY = 24 * 3600 * 1000;

beforeEach(() => {
  jest.useFakeTimers();
  calls.length = 0;
  statusReplies = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    calls.push(`${init?.method ?? "GET"} ${path}`);
    const reply = path.includes("session-status")
      ? statusReplies.shift() ?? { status: 200, body: { isAuthenticated: true, timeUntilExpiryMs: 20 * DAY, needsRefresh: false } }
      : { status: 200, body: { success: true, message: "ok" } };
    // jsdom has no Response; the monitor reads only ok, status and json().
    return { ok: reply.status < 400, status: reply.status, json: async () => reply.body } as unknown as Response;
  }) as typeof fetch;
});
afterEach(() => {
  stopSessionMonitor();
  jest.useRealTimers();
});

const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

test("checks at once, then every 5 minutes, and on focus and on becoming visible", async () => {
  startSessionMonitor();
  await flush();
  expect(calls).toEqual(["GET /api/auth/session-status"]);
  jest.advanceTimersByTime(5 * 60 * 1000 - 1);
  await flush();
  expect(calls).toHaveLength(1);
  jest.advanceTimersByTime(1);
  await flush();
  expect(calls).toHaveLength(2);
  window.dispatchEvent(new Event("focus"));
  await flush();
  expect(calls).toHaveLength(3);
  document.dispatchEvent(new Event("visibilitychange")); // jsdom's document is "visible"
  await flush();
  expect(calls).toHaveLength(4);
  expect(calls.every((c) => c === "GET /api/auth/session-status")).toBe(true);
});

test("refreshes when the server says so, or under 7 days left", async () => {
  statusReplies = [
    { status: 200, body: { isAuthenticated: true, timeUntilExpiryMs: 20 * DAY, needsRefresh: true } },
    { status: 200, body: { isAuthenticated: true, timeUntilExpiryMs: 6 * DAY, needsRefresh: false } },
  ];
  startSessionMonitor();
  await flush();
  window.dispatchEvent(new Event("focus"));
  await flush();
  expect(calls.filter((c) => c === "POST /api/auth/refresh-session")).toHaveLength(2);
});

test("a failed check is logged with its status and the monitor keeps running", async () => {
  const err = jest.spyOn(console, "error").mockImplementation(() => {});
  statusReplies = [{ status: 500, body: {} }];
  startSessionMonitor();
  await flush();
  expect(err).toHaveBeenCalledWith("Session status check failed: 500");
  expect(sessionMonitorRunning()).toBe(true);
  err.mockRestore();
});

test("stops itself when the server says the session is gone", async () => {
  statusReplies = [{ status: 200, body: { isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: false } }];
  startSessionMonitor();
  await flush();
  expect(sessionMonitorRunning()).toBe(false);
  jest.advanceTimersByTime(15 * 60 * 1000);
  window.dispatchEvent(new Event("focus"));
  await flush();
  expect(calls).toHaveLength(1);
});
