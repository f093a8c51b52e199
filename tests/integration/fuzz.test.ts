// The input fuzzer (issue 10, "keep them closed"): every route found on disk gets generated bad
// inputs (generic ones and ones built from its own zod schemas), bad ids and bad cookies. Every
// answer is below 500 and, when it is an error, JSON with a code; inputs that are never valid are
// refused; a refused input changes no row count (per request) and no row (digest per route).
import "./next-request-scope"; // first: before any Next module loads
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { apiRoutes, installWriteCounter, tableSnapshot } from "./fuzz-helpers";
import { badCookies, BAD_IDS, fieldBodies, genericBodies, multipartBodies, queryInputs, seeded, type FuzzInput } from "./fuzz-inputs";
import { loadRoute, send, type RouteHandler } from "./route-invoke";
import { nextIp, World } from "./matrix-world";
import { encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import type { RouteInputs } from "@/lib/http/route";
import { env } from "@/lib/env";

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
jest.setTimeout(120_000);
beforeAll(async () => {
  // next-auth logs every undecodable session cookie with a stack; the bad-cookie inputs make dozens.
  const error = console.error.bind(console);
  jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes("[next-auth][error][JWT_SESSION_ERROR]")) error(...args);
  });
  await openTestDb();
  writes = await installWriteCounter();
}, 60_000);
let writes: () => Promise<Record<string, number>>;
afterAll(async () => { await closeTestDb(); });

const email = (rand: () => number) => `fuzz.${Math.floor(rand() * 1e9).toString(36)}@example.com`;
/** A valid request per route (what the field mutations start from); routes not listed start from {}. */
type Valid = { body?: Record<string, unknown>; query?: string; path?: string; params?: Record<string, string[]> };
const VALID: Record<string, (rand: () => number) => Valid> = {
  // next-auth's own catch-all: its session read and its sign-out (without a CSRF token).
  "GET /api/auth/[...nextauth]": () => ({ path: "/api/auth/session", params: { nextauth: ["session"] } }),
  "POST /api/auth/[...nextauth]": () => ({ path: "/api/auth/signout", params: { nextauth: ["signout"] } }),
  "GET /api/admin/analytics": () => ({ query: "days=7" }),
  "GET /api/admin/campaign-stats": () => ({ query: "from=2026-01-01&to=2026-01-31" }),
  "POST /api/admin/invites": () => ({ body: { count: 1 } }),
  "POST /api/admin/skip-codes": () => ({ body: { maxUses: 1 } }),
  "PATCH /api/admin/users/[id]": () => ({ body: { betaStatus: "approved" } }),
  "POST /api/auth/email-sign-in": (r) => ({ body: { email: email(r), redirect: "/referrals" } }),
  "POST /api/auth/forgot-password": (r) => ({ body: { email: email(r) } }),
  "POST /api/auth/reset-password": () => ({ body: { token: "not-a-mailed-token", password: "a long enough password" } }),
  "POST /api/auth/login": (r) => ({ body: { email: email(r), password: "not the password" } }),
  "PUT /api/auth/profile": () => ({ body: { firstName: "Ann", lastName: "Lee" } }),
  "POST /api/auth/register": (r) => ({ body: { email: email(r), password: "a long enough password", firstName: "Ann" } }),
  "POST /api/contact": (r) => ({ body: { name: "Ruth", email: email(r), topic: "beta", message: "How long is the waiting list?" } }),
  "PATCH /api/conversations/[id]/hide": () => ({ body: { secretPhrase: "my phrase" } }),
  "POST /api/conversations/[id]/messages": () => ({ body: { content: "And a cheaper one?" } }),
  "POST /api/conversations/hidden": () => ({ body: { secretPhrase: "my phrase" } }),
  "POST /api/conversations": () => ({ body: { title: "Strollers" } }),
  "POST /api/email-signup": (r) => ({ body: { email: email(r), name: "Ann Lee" } }),
  "POST /api/instant-conversation": () => ({ body: { question: "Which travel backpack?" } }),
  "POST /api/redeem": () => ({ body: { code: "NOT-A-CODE" } }),
  "POST /api/redeem/check": () => ({ body: { code: "NOT-A-CODE" } }),
  "POST /api/referral-visit": () => ({ body: { referralCode: "FRIEND1" } }),
  "POST /api/resend-confirmation": (r) => ({ body: { email: email(r) } }),
  "POST /api/signup": (r) => ({ body: { email: email(r), name: "Ann", interests: [] } }),
  "GET /api/utm-access": () => ({ query: `utm_access=${env.CAMPAIGN_ACCESS_KEY}` }),
  "POST /api/utm-conversion": (r) => ({ body: { sessionId: `utm_${1_700_000_000_000 + Math.floor(r() * 1e9)}_abc`, conversionType: "time" } }),
};

/** An admin (approved, so every gate opens) who also holds campaign access and owns a conversation: the caller that reaches deepest. */
async function deepCaller() {
  const w = new World();
  const [admin, visitor] = [await w.actor("admin"), await w.actor("campaignVisitor")];
  const conversation = await w.conversation("admin");
  return { cookie: `${admin.cookie}; ${visitor.cookie}`, conversation, waitingUser: await w.waitingTarget() };
}

type Target = { method: string; pattern: string; handler: RouteHandler & { inputs?: RouteInputs } };

function inputsFor(t: Target, rand: () => number, extraCookies: string[]): FuzzInput[] {
  const key = `${t.method} ${t.pattern}`;
  const valid = VALID[key]?.(rand) ?? {};
  const inputs = t.handler.inputs;
  const list: FuzzInput[] = [];
  if (inputs?.body) list.push(...genericBodies(rand, valid.body ?? {}), ...fieldBodies(inputs.body, valid.body ?? {}));
  // The upload reads multipart itself: no JSON body, however well formed, is a picture.
  if (inputs?.readsOwnBody) list.push(...genericBodies(rand, {}).map((i) => ({ ...i, mustRefuse: true })), ...multipartBodies());
  if (inputs) list.push(...queryInputs(inputs.query, valid.query ?? ""));
  // Bad ids and bad cookies come with an otherwise valid request, so they reach as far as they can.
  const rest = { query: valid.query, ...(valid.body ? { body: JSON.stringify(valid.body), headers: { "content-type": "application/json" } } : {}) };
  if (t.pattern.includes("[id]")) list.push(...BAD_IDS.map((id) => ({ label: `id ${JSON.stringify(id.slice(0, 40))}`, mustRefuse: true, id, ...rest })));
  list.push(...badCookies(extraCookies).map((cookie, i) => ({ label: `bad cookie #${i + 1}`, mustRefuse: false, cookie, ...rest })));
  return list;
}

const routes = apiRoutes();
const targets = routes.flatMap((r) => r.methods.map((method) => ({ method, pattern: r.pattern, file: r.file })));
const totals = { inputs: 0, refused: 0, accepted: 0, byStatus: {} as Record<number, number> };

afterAll(() => {
  // The figures for docs/decisions/security.md.
  process.stdout.write(`fuzz: seed ${SEED}, ${targets.length} route methods, ${totals.inputs} inputs, ${totals.refused} refused, ${totals.accepted} accepted; by status ${JSON.stringify(totals.byStatus)}\n`);
});

describe.each(targets)("$method $pattern", ({ method, pattern, file }) => {
  test("no 5xx, errors are JSON with a code, bad inputs refused and nothing stored", async () => {
    const handler = (await loadRoute(file))[method] as Target["handler"];
    const rand = seeded(SEED ^ [...`${method} ${pattern}`].reduce((h, c) => Math.imul(h, 31) + c.charCodeAt(0), 7));
    const stale = await encodeSession({ sub: "not-a-uuid", email: "x@example.com", role: "admin" });
    const expired = await encodeSession({ sub: "00000000-0000-4000-8000-000000000000", email: "x@example.com", role: "admin" }, -60);
    const list = inputsFor({ method, pattern, handler }, rand, [`${sessionCookieName()}=${stale}`, `${sessionCookieName()}=${expired}`]);
    const problems: string[] = [];
    let caller = await deepCaller();
    let accepted = 0;
    let digestBefore = await tableSnapshot();
    let before = await writes();
    for (const input of list) {
      const fixed = VALID[`${method} ${pattern}`]?.(rand);
      const attempt = async () => {
        const id = input.id ?? (pattern.includes("/users/") ? caller.waitingUser : caller.conversation);
        const path = (fixed?.path ?? pattern.replace("[id]", encodeURIComponent(id))) + (input.query !== undefined ? `?${input.query}` : "");
        return send(handler, {
          method, path, ip: nextIp(), cookie: input.cookie ?? caller.cookie, headers: input.headers,
          body: method === "GET" || method === "HEAD" ? undefined : input.body, params: fixed?.params ?? (pattern.includes("[id]") ? { id } : {}),
        });
      };
      let r = await attempt();
      // Every request comes from a new address; a 429 is then a per-user limit (redeem, refresh,
      // avatars, reveal): a new caller sends the input again, so the limit does not answer for the route.
      if (r.status === 429) {
        caller = await deepCaller();
        [digestBefore, before] = [await tableSnapshot(), await writes()];
        r = await attempt();
      }
      totals.inputs++;
      totals.byStatus[r.status] = (totals.byStatus[r.status] ?? 0) + 1;
      const where = `${input.label} → ${r.status}`;
      if (r.status >= 500) problems.push(`${where}: ${r.text.slice(0, 160)}`);
      else if (r.status >= 400 && typeof r.json?.error?.code !== "string") problems.push(`${where}: not a JSON error with a code`);
      else if (input.mustRefuse && r.status < 400) problems.push(`${where}: accepted`);
      const after = await writes();
      if (r.status >= 400) {
        totals.refused++;
        const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
        if (changed.length) problems.push(`${where}: refused but wrote to ${changed.join(", ")}`);
      } else {
        totals.accepted++;
        accepted++;
      }
      before = after;
    }
    if (accepted === 0) expect(await tableSnapshot()).toEqual(digestBefore);
    expect(problems).toEqual([]);
  });
});
