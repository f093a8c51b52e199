import { NextRequest } from "next/server";
import { z } from "zod";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { route } from "@/lib/http/route";
import { ApiError } from "@/lib/http/errors";
import { POST as contactPost } from "@/app/api/contact/route";
import { GET as healthGet } from "@/app/api/health/route";

// The route wrapper, exercised generically with routes built here and through real routes.
beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const echo = route(
  { body: z.object({ title: z.string().min(1), count: z.number().int().positive() }) },
  async ({ body }) => ({ echoed: body }),
);
const limited = route(
  { rateLimit: ({ ip }) => [{ key: `test-limited:${ip}`, limit: 3, windowSeconds: 60 }] },
  async () => ({ ok: true }),
);
// Address limits are counted while the caller is read; the handler never runs past them.
let addressLimitedRuns = 0;
const addressLimited = route(
  { addressLimits: (ip) => [{ key: `test-address-limited:${ip}`, limit: 2, windowSeconds: 60 }] },
  async () => ({ ok: ++addressLimitedRuns }),
);
const crashes = route({}, async () => {
  throw new Error("secret-internal-detail: connection to db.internal:5432 refused");
});
const typedError = route({}, async () => {
  throw new ApiError("conflict", "That name is taken.");
});

const MB = 1024 * 1024;
const bigJson = () => JSON.stringify({ title: "x".repeat(1.5 * MB), count: 1 });

/** A request whose body arrives as a stream with no Content-Length (chunked transfer). */
function chunkedRequest(path: string, totalBytes: number, chunkBytes = 64 * 1024) {
  let sent = 0;
  const chunk = new TextEncoder().encode("a".repeat(chunkBytes));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= totalBytes) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const req = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: "POST",
    headers: { "content-type": "application/json", host: "localhost:3000", "x-forwarded-for": "203.0.113.77" },
    body: stream,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1] & { duplex: "half" });
  return { req, bytesPulled: () => sent };
}

function expectErrorShape(json: unknown, code: string) {
  expect(json).toEqual({ error: expect.objectContaining({ code, message: expect.any(String) }) });
  expect((json as { error: { message: string } }).error.message.length).toBeGreaterThan(0);
}

describe("route() wrapper", () => {
  test("a valid body reaches the handler and the answer carries an x-request-id", async () => {
    const r = await call(echo, { method: "POST", body: { title: "hello", count: 2 } });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ echoed: { title: "hello", count: 2 } });
    expect(r.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("an incoming x-request-id is kept, on success and on error", async () => {
    const ok = await call(echo, { method: "POST", body: { title: "a", count: 1 }, headers: { "x-request-id": "req-abc-123" } });
    expect(ok.headers.get("x-request-id")).toBe("req-abc-123");
    const bad = await call(echo, { method: "POST", rawBody: "{", headers: { "x-request-id": "req-err-456", "content-type": "application/json" } });
    expect(bad.headers.get("x-request-id")).toBe("req-err-456");
  });

  test("malformed JSON is a 400 invalid_json", async () => {
    for (const raw of ["{", "{\"title\": \"x\",}", "not json at all", "{'single': 'quotes'}"]) {
      const r = await call(echo, { method: "POST", rawBody: raw, headers: { "content-type": "application/json" } });
      expect(r.status).toBe(400);
      expectErrorShape(r.json, "invalid_json");
      expect(r.headers.get("content-type")).toContain("application/json");
    }
  });

  test("wrong types are a 400 validation_failed naming each bad field", async () => {
    const r = await call(echo, { method: "POST", body: { title: 42, count: "three" } });
    expect(r.status).toBe(400);
    expectErrorShape(r.json, "validation_failed");
    expect(Object.keys(r.json.error.details.fields).sort()).toEqual(["count", "title"]);
    expect(r.json.error.details.fields.count[0]).toEqual(expect.any(String));
  });

  test("JSON that is not an object (array, null, number) is a 400, not a crash", async () => {
    for (const raw of ["[1,2,3]", "null", "7", "\"text\""]) {
      const r = await call(echo, { method: "POST", rawBody: raw, headers: { "content-type": "application/json" } });
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe("validation_failed");
    }
  });

  test("a 1.5 MB body with Content-Length is refused with 413 before it is read", async () => {
    const raw = bigJson();
    const r = await call(echo, { method: "POST", rawBody: raw, headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(raw)) } });
    expect(r.status).toBe(413);
    expectErrorShape(r.json, "payload_too_large");
  });

  test("a 1.5 MB chunked body (no Content-Length) is cut off with 413", async () => {
    const { req, bytesPulled } = chunkedRequest("/api/test", 1.5 * MB);
    expect(req.headers.get("content-length")).toBeNull();
    const res = await echo(req);
    expect(res.status).toBe(413);
    expectErrorShape(await res.json(), "payload_too_large");
    // It stopped reading soon after the limit instead of buffering the whole upload.
    expect(bytesPulled()).toBeGreaterThan(MB);
    expect(bytesPulled()).toBeLessThan(1.5 * MB);
  });

  test("a body just under 1 MB is accepted", async () => {
    const r = await call(echo, { method: "POST", body: { title: "y".repeat(MB - 100), count: 1 } });
    expect(r.status).toBe(200);
  });

  test("a POST from a foreign Origin is 403 cross_origin; same origin and no Origin pass", async () => {
    const foreign = await call(echo, { method: "POST", body: { title: "a", count: 1 }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expectErrorShape(foreign.json, "cross_origin");
    const opaque = await call(echo, { method: "POST", body: { title: "a", count: 1 }, headers: { origin: "null" } });
    expect(opaque.status).toBe(403);
    const same = await call(echo, { method: "POST", body: { title: "a", count: 1 }, headers: { origin: "http://localhost:3000" } });
    expect(same.status).toBe(200);
    const none = await call(echo, { method: "POST", body: { title: "a", count: 1 } });
    expect(none.status).toBe(200);
  });

  test("a GET with a foreign Origin is allowed (reads are not state-changing)", async () => {
    const r = await call(limited, { headers: { origin: "https://elsewhere.example" }, ip: "203.0.113.200" });
    expect(r.status).toBe(200);
  });

  test("over the limit is 429 with Retry-After; another address is unaffected", async () => {
    const ip = "203.0.113.21";
    for (let i = 0; i < 3; i++) expect((await call(limited, { ip })).status).toBe(200);
    const r = await call(limited, { ip });
    expect(r.status).toBe(429);
    expectErrorShape(r.json, "rate_limited");
    const retry = Number(r.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(r.json.error.details.retryAfter).toBe(retry);
    expect((await call(limited, { ip: "203.0.113.22" })).status).toBe(200);
  });

  test("address limits: 429 with Retry-After past the limit, the handler not run; another address is unaffected", async () => {
    const ip = "203.0.113.31";
    expect((await call(addressLimited, { ip })).json).toEqual({ ok: 1 });
    expect((await call(addressLimited, { ip })).json).toEqual({ ok: 2 });
    const r = await call(addressLimited, { ip });
    expect(r.status).toBe(429);
    expectErrorShape(r.json, "rate_limited");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(addressLimitedRuns).toBe(2);
    expect((await call(addressLimited, { ip: "203.0.113.32" })).json).toEqual({ ok: 3 });
  });

  test("an ApiError thrown by a handler keeps its code and status", async () => {
    const r = await call(typedError);
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ error: { code: "conflict", message: "That name is taken." } });
  });

  test("an unexpected throw is a 500 with a generic message and no stack trace or detail", async () => {
    const r = await call(crashes);
    expect(r.status).toBe(500);
    expectErrorShape(r.json, "internal");
    expect(r.text).not.toContain("secret-internal-detail");
    expect(r.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(r.text).not.toContain("Error:");
    expect(r.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("real routes behind the wrapper", () => {
  const headers = { "content-type": "application/json" };

  test("/api/contact: malformed JSON, wrong types and oversized bodies get 4xx JSON errors", async () => {
    const ip = "203.0.113.30";
    const malformed = await call(contactPost, { method: "POST", rawBody: "{\"name\":", headers, ip });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.code).toBe("invalid_json");

    const wrong = await call(contactPost, { method: "POST", body: { name: ["x"], email: 12, message: true }, ip: "203.0.113.31" });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.code).toBe("validation_failed");
    expect(Object.keys(wrong.json.error.details.fields).sort()).toEqual(["email", "message", "name"]);

    const raw = JSON.stringify({ name: "A", email: "a@example.com", message: "m".repeat(1.5 * MB) });
    const big = await call(contactPost, { method: "POST", rawBody: raw, headers: { ...headers, "content-length": String(raw.length) }, ip: "203.0.113.32" });
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe("payload_too_large");

    const chunked = await contactPost(chunkedRequest("/api/contact", 1.5 * MB).req);
    expect(chunked.status).toBe(413);

    const foreign = await call(contactPost, { method: "POST", body: { name: "A", email: "a@example.com", message: "hello there" }, headers: { origin: "https://evil.example" }, ip: "203.0.113.33" });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error.code).toBe("cross_origin");
  });

  test("/api/health answers JSON with an x-request-id", async () => {
    const r = await call(healthGet, { path: "/api/health" });
    expect(r.status).toBe(200);
    expect(r.json.status).toBe("ok");
    expect(r.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("rate limit storage", () => {
  test("pruning drops windows that ended days ago and keeps current ones", async () => {
    const { hit, peek, pruneBuckets } = await import("@/lib/http/rate-limit");
    const { getDb } = await import("@/lib/db/client");
    const { sql } = await import("drizzle-orm");
    const db = await getDb();
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString();
    await db.execute(sql`insert into rate_limit_buckets (key, window_start, count) values ('prune:old', ${old}, 9)`);
    const current = { key: "prune:current", limit: 5, windowSeconds: 60 };
    await hit(current);
    await pruneBuckets();
    const left = await db.execute(sql`select key from rate_limit_buckets where key like 'prune:%' order by key`);
    expect((left as unknown as { rows: { key: string }[] }).rows.map((r) => r.key)).toEqual(["prune:current"]);
    expect(await peek(current)).toBe(1);
  });
});

describe("rate limits are shared by every app server on one database", () => {
  test("two separate module registries (two 'servers') count against the same bucket", async () => {
    type RateLimit = typeof import("@/lib/http/rate-limit");
    const load = () => {
      let mod: RateLimit | undefined;
      jest.isolateModules(() => { mod = jest.requireActual<RateLimit>("@/lib/http/rate-limit"); });
      return mod!;
    };
    const serverA = load();
    const serverB = load();
    expect(serverA).not.toBe(serverB);
    const limit = { key: `shared:${Date.now()}`, limit: 4, windowSeconds: 60 };
    const results = [];
    for (let i = 0; i < 3; i++) {
      results.push((await serverA.hit(limit)).count);
      results.push((await serverB.hit(limit)).count);
    }
    expect(results).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(serverB.enforce(limit)).rejects.toMatchObject({ code: "rate_limited" });
    expect(await serverA.peek(limit)).toBe(7);
  });
});
