import { jest } from "@jest/globals";

// The request line every API call writes is built from constant parts (issue 15 item 6, round 3):
// it must stay byte for byte the line `log("info", "request", …)` writes (operators' parsers and
// the log tests read it), above all for the parts a caller controls (request id and path).
type LogModule = typeof import("@/lib/http/log");

async function loadLog(level: string): Promise<LogModule> {
  process.env.LOG_LEVEL = level;
  jest.resetModules();
  const mod = await import("@/lib/http/log");
  flushLogs = mod.flushLogs;
  return mod;
}

let flushLogs = () => {};

function capture(fn: () => void): string[] {
  const out: string[] = [];
  const spy = jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => { out.push(args.map(String).join(" ")); });
  try {
    fn();
    flushLogs(); // stdout lines go out once per turn of the event loop
  } finally {
    spy.mockRestore();
  }
  return out;
}

const previous = process.env.LOG_LEVEL;
afterAll(() => {
  process.env.LOG_LEVEL = previous;
  jest.useRealTimers();
});

test.each([
  ["an ordinary call", "3f1c9a8e-7d2b-4c1e-9a55-0b6f2d1e8c41", "GET", "/api/auth/session-status", 200, 3],
  ["quotes, backslashes and control characters", 'id"\\\u0001', "POST", '/api/x"y\\z\t', 404, 0],
  ["CR/LF and U+2028/2029 a log viewer would break on", "a\r\nb", "PATCH", "/api/\u2028{\"level\":\"error\"}\u2029/\n", 500, 12_345],
  ["non-ASCII text", "ünïcødé-😀", "DELETE", "/api/ça/va", 403, 1],
])("%s: the same line as log(\"info\", \"request\", …)", async (_name, requestId, method, path, status, ms) => {
  const { log, logRequest } = await loadLog("info");
  jest.useFakeTimers({ now: new Date("2026-11-24T07:00:00.123Z") });
  const [fast] = capture(() => logRequest(requestId, method, path, status, ms));
  const [general] = capture(() => log("info", "request", { requestId, method, path, status, ms }));
  expect(fast).toBe(general);
  expect(fast).not.toMatch(/[\r\n\u2028\u2029]/);
  expect(JSON.parse(fast!)).toEqual({ time: "2026-11-24T07:00:00.123Z", level: "info", msg: "request", requestId, method, path, status, ms });
});

test("lines written in one turn go out together, in order, one per line, and at once when many", async () => {
  jest.useRealTimers();
  const { log, logRequest } = await loadLog("info");
  const out: string[] = [];
  const spy = jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => { out.push(args.map(String).join(" ")); });
  try {
    logRequest("a", "GET", "/api/one", 200, 1);
    log("info", "between", { n: 1 });
    logRequest("b", "GET", "/api/two", 200, 2);
    expect(out).toEqual([]); // not yet: written once per turn of the event loop
    await new Promise((r) => setImmediate(r));
    expect(out).toHaveLength(1);
    expect(out[0]!.split("\n").map((l) => (JSON.parse(l) as { requestId?: string; msg: string }).requestId ?? (JSON.parse(l) as { msg: string }).msg)).toEqual(["a", "between", "b"]);
    out.length = 0;
    for (let i = 0; i < 1000; i++) logRequest(`id-${i}`, "GET", "/api/auth/session-status", 200, 1); // ~150 KB: written before the turn ends
    expect(out.length).toBeGreaterThan(0);
    await new Promise((r) => setImmediate(r));
    expect(out.join("\n").split("\n")).toHaveLength(1000);
  } finally {
    spy.mockRestore();
  }
});

test("LOG_LEVEL=warn writes no request line", async () => {
  const { logRequest } = await loadLog("warn");
  expect(capture(() => logRequest("id", "GET", "/api/auth/session-status", 200, 1))).toEqual([]);
});
