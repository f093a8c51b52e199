import crypto from "node:crypto";
import zlib from "node:zlib";
import { Client as PgClient } from "pg";
import { encode } from "next-auth/jwt";
import { test, expect } from "@playwright/test";
import { APP_PORT, appEnv } from "../playwright.config";
import { createDatabase, hasPostgresBinaries, headerLines, rawRequest, startPostgres, startServer, type AppServer, type Postgres, type RawReply } from "./scale-cluster";

// Issue 15 item 6: the API fast lane (scripts/api-fast-lane.mjs) answers a plain GET of the routes
// that offer themselves in front of Next. Two servers from this build on one PostgreSQL database:
// one with API_FAST_LANE on (LOG_LEVEL=debug, so it logs each answer from the lane), one with it
// off (Next answers everything). For every kind of caller and request, the two answers must be the
// same: status line, headers (name, case, order, duplicates; all but Date) and body (a session's
// time left may differ by the milliseconds between the two requests). The lane must have answered
// exactly the plain GETs; HEAD, a wrong method and a query string go to Next on both.
// PostgreSQL: a fresh database on TEST_DATABASE_URL (CI), else a throwaway server on E2E_PG_PORT.
const [ON, OFF] = [APP_PORT + 15, APP_PORT + 16];
const serverUrl = process.env.TEST_DATABASE_URL;
const pgPort = Number(process.env.E2E_PG_PORT ?? 54339);
const SECRET = appEnv.NEXTAUTH_SECRET!;

test.describe.configure({ mode: "serial" });
test.skip(!serverUrl && !hasPostgresBinaries(), "needs TEST_DATABASE_URL or PostgreSQL server binaries");

let pg: Postgres | null = null;
let dropDb: () => Promise<void> = async () => {};
let servers: AppServer[] = [];
let dbUrl = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  if (!serverUrl) pg = startPostgres(pgPort);
  const db = await createDatabase(serverUrl ?? pg!.url);
  dropDb = db.drop;
  dbUrl = db.url;
  const env = { DATABASE_URL: db.url, TRUST_PROXY_HOPS: "1" };
  // The first server migrates the new database; the second then finds nothing to do.
  servers.push(await startServer(ON, { ...env, NEXTAUTH_URL: `http://127.0.0.1:${ON}`, API_FAST_LANE: "true", LOG_LEVEL: "debug" }));
  servers.push(await startServer(OFF, { ...env, NEXTAUTH_URL: `http://127.0.0.1:${OFF}`, API_FAST_LANE: "false", LOG_LEVEL: "error" }));
});

test.afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  servers = [];
  await dropDb().catch(() => {});
  pg?.remove();
});

type Who = { name: string; cookie?: string };

/** Users as rows (with a waiting-list entry) and their session cookies, signed as the app signs them. */
async function callers(): Promise<Who[]> {
  const client = new PgClient({ connectionString: dbUrl });
  await client.connect();
  const cookie = async (sub: string, email: string, role: string, sv = 0, maxAge = 3600) =>
    `next-auth.session-token=${await encode({ token: { sub, email, role, sv }, secret: SECRET, maxAge })}`;
  const user = async (opts: { role?: string; approved?: boolean; suspended?: boolean; sessionVersion?: number; conversations?: number }) => {
    const email = `lane-${crypto.randomBytes(5).toString("hex")}@example.com`;
    const { rows } = await client.query<{ id: string }>(
      "insert into users (email, first_name, role, suspended_at, session_version) values ($1, 'Pat', $2, $3, $4) returning id",
      [email, opts.role ?? "user", opts.suspended ? new Date() : null, opts.sessionVersion ?? 0],
    );
    const id = rows[0]!.id;
    await client.query("insert into waitlist_entries (email, user_id, status, referral_code) values ($1, $2, $3, $4)",
      [email, id, opts.approved === false ? "waiting" : "approved", crypto.randomBytes(5).toString("hex")]);
    for (let i = 0; i < (opts.conversations ?? 0); i++) {
      await client.query("insert into conversations (user_id, title, is_hidden) values ($1, $2, $3)", [id, `Lane <conversation> "${i}" ✓`, i === 1]);
    }
    return { id, email };
  };
  const approved = await user({ conversations: 3 });
  const waiting = await user({ approved: false, conversations: 1 });
  const admin = await user({ role: "admin", conversations: 2 });
  const suspended = await user({ suspended: true, conversations: 1 });
  const loggedOut = await user({ sessionVersion: 2, conversations: 1 });
  await client.end();
  const good = await cookie(approved.id, approved.email, "user");
  return [
    { name: "anonymous" },
    { name: "signed in, approved", cookie: good },
    { name: "signed in, other cookies around it", cookie: `theme=dark; ${good}; hh_visitor=not-signed` },
    { name: "signed in, waiting for approval", cookie: await cookie(waiting.id, waiting.email, "user") },
    { name: "admin", cookie: await cookie(admin.id, admin.email, "admin") },
    { name: "suspended", cookie: await cookie(suspended.id, suspended.email, "user") },
    { name: "logged out elsewhere (old session version)", cookie: await cookie(loggedOut.id, loggedOut.email, "user", 0) },
    { name: "expired cookie", cookie: await cookie(approved.id, approved.email, "user", 0, -60) },
    { name: "bad cookie", cookie: `${good.slice(0, -6)}AAAAAA` },
    { name: "not a cookie value", cookie: "next-auth.session-token=%E0%A4%A" },
    { name: "unsigned visitor cookie", cookie: "hh_visitor=someone" },
  ];
}

type Ask = { method: string; path: string; headers?: Record<string, string>; lane: boolean };
const kinds = (p: string): Ask[] => [
  { method: "GET", path: p, lane: true },
  { method: "GET", path: p, headers: { "accept-encoding": "gzip, deflate, br, zstd" }, lane: true },
  { method: "GET", path: p, headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" }, lane: true },
  { method: "HEAD", path: p, lane: false },
  { method: "PUT", path: p, lane: false },
  { method: "GET", path: `${p}?x=1`, lane: false },
];

type Raw = RawReply;
function ask(port: number, a: Ask, who: Who, requestId: string): Promise<Raw> {
  return rawRequest(port, a.path, a.method, { accept: "application/json", "x-request-id": requestId, ...a.headers, ...(who.cookie ? { cookie: who.cookie } : {}) });
}
const lines = headerLines;
function body(r: Raw): unknown {
  const gz = lines(r).some((l) => /^content-encoding: gzip$/i.test(l));
  const text = (gz ? zlib.gunzipSync(r.body) : r.body).toString();
  if (!text) return "";
  const json = JSON.parse(text) as Record<string, unknown>;
  // The time a session has left moves between the two requests; the rest is compared as is.
  if (typeof json.timeUntilExpiryMs === "number") json.timeUntilExpiryMs = Math.round(json.timeUntilExpiryMs / 60_000);
  return json;
}
const laneAnswers = () => (servers[0]!.output().match(/"api answer from the fast lane"/g) ?? []).length;

for (const p of ["/api/auth/session-status", "/api/conversations"]) {
  test(`${p}: every kind of caller and request gets from the fast lane what Next answers`, async () => {
    test.setTimeout(120_000);
    const who = await callers();
    // Next loads the route on its first request; from then on the lane answers the plain GETs.
    await ask(ON, kinds(p)[0]!, who[0]!, "warm-up");
    await expect.poll(async () => { const before = laneAnswers(); await ask(ON, kinds(p)[0]!, who[0]!, "warm-up"); return laneAnswers() - before; }).toBe(1);
    for (const w of who) {
      for (const a of kinds(p)) {
        const label = `${a.method} ${a.path} ${JSON.stringify(a.headers ?? {})} as ${w.name}`;
        const requestId = crypto.randomUUID();
        const before = laneAnswers();
        const fromOn = await ask(ON, a, w, requestId);
        await expect.poll(() => laneAnswers() - before, { timeout: 2000, message: label }).toBe(a.lane ? 1 : 0);
        const fromNext = await ask(OFF, a, w, requestId);
        expect(fromOn.head, label).toBe(fromNext.head);
        expect(lines(fromOn), label).toEqual(lines(fromNext));
        expect(body(fromOn), label).toEqual(body(fromNext));
      }
    }
  });
}

test("the answers say what the caller is (the comparison above compares real answers)", async () => {
  const who = await callers();
  const status = async (w: Who) => body(await ask(ON, kinds("/api/auth/session-status")[0]!, w, "x")) as { isAuthenticated: boolean };
  const list = async (w: Who) => ({ raw: await ask(ON, kinds("/api/conversations")[0]!, w, "x") });
  expect((await status(who[0]!)).isAuthenticated).toBe(false);
  expect((await status(who[1]!)).isAuthenticated).toBe(true);
  expect((await status(who[5]!)).isAuthenticated).toBe(false); // suspended
  expect((await status(who[7]!)).isAuthenticated).toBe(false); // expired
  const mine = await list(who[1]!);
  expect(mine.raw.head).toBe("200 OK");
  expect((body(mine.raw) as unknown[]).length).toBe(2); // three, one hidden
  expect(body((await list(who[0]!)).raw)).toEqual([]);
});
