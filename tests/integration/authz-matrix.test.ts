// The authorization matrix (issue 10, "keep them closed"): every app/api/**/route.ts method and
// every gated page, found on disk, × every kind of caller, with the expected answer of each cell
// in ONE table. A route, method or page without a row fails the test and names itself.
// API cells run through proxy.ts (when its matcher covers the path) and the real handler with
// real cookies; gated pages through proxy.ts, the gate `next start` runs before any page.
// Every cell gets a fresh world; resources belong to "approvedUser" or "campaignVisitor", and no
// answer to anyone else may contain their data (markers in their email, names, titles, messages),
// and a refused request writes nothing (row-level write counter; rate-limit buckets excepted).
import "./next-request-scope"; // first: before any Next module loads
import "./chat-env";
import sharp from "sharp";
import { openTestDb, closeTestDb } from "../helpers/db";
import { apiRoutes, gatedPages, installWriteCounter } from "./fuzz-helpers";
import { loadRoute, pageOutcome, send } from "./route-invoke";
import { HIDE_PHRASE, nextIp, ROLES, World, type Role } from "./matrix-world";
import { env } from "@/lib/env";

let writes: () => Promise<Record<string, number>>;
beforeAll(async () => {
  await openTestDb();
  writes = await installWriteCounter();
}, 60_000);
afterAll(async () => { await closeTestDb(); });

type Target = "approvedUser's conversation" | "campaignVisitor's conversation" | "approvedUser's hidden conversation"
  | "campaignVisitor's hidden conversation" | "approvedUser's avatar" | "a waiting user";
type Req = {
  target?: Target;
  query?: string;
  body?: (w: World) => unknown;
  multipart?: boolean;
  /** Path parameters of a catch-all route. */
  params?: Record<string, string[]>;
  path?: string;
};
/** Expected answer per role, in ROLES order. API: the status. Pages: "allow", "→/path" (redirect) or 404. */
type Cells = [anonymous: Cell, campaignVisitor: Cell, otherCampaignVisitor: Cell, waitingUser: Cell, approvedUser: Cell, otherApprovedUser: Cell, admin: Cell];
type Cell = number | string;

const fresh = (w: World, what: string) => `${what}.${w.nonce}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const ADMIN_ONLY: Cells = [401, 401, 401, 403, 403, 403, 200];
const USERS_ONLY: Cells = [401, 401, 401, 200, 200, 200, 200];
const EVERYONE = (s: number): Cells => [s, s, s, s, s, s, s];
const USER_OWNED: Cells = [401, 404, 404, 404, 200, 404, 404];
const VISITOR_OWNED: Cells = [401, 200, 404, 404, 404, 404, 404];
const ADMIN_PAGE: Cells = ["→/auth", "→/auth", "→/auth", 404, 404, 404, "allow"];

//                                                  anon  visitor other-v waiting approved other-a admin
const TABLE: [key: string, req: Req, expected: Cells][] = [
  ["GET /api/accept-invite", {}, EVERYONE(303)],
  // "Continue as …" on the switch-account page: an unknown token explains itself on a page, for anyone.
  ["POST /api/accept-invite", { body: () => ({ token: "not-a-real-token" }) }, EVERYONE(303)],
  ["GET /api/admin/analytics", {}, ADMIN_ONLY],
  ["GET /api/admin/campaign-stats", { query: "from=2026-01-01&to=2026-01-31" }, ADMIN_ONLY],
  ["GET /api/admin/conversations", {}, ADMIN_ONLY],
  ["POST /api/admin/invites", { body: () => ({ count: 1 }) }, ADMIN_ONLY],
  ["POST /api/admin/skip-codes", { body: () => ({ maxUses: 1 }) }, [401, 401, 401, 403, 403, 403, 201]],
  ["GET /api/admin/users", {}, ADMIN_ONLY],
  ["PATCH /api/admin/users/[id]", { target: "a waiting user", body: () => ({ betaStatus: "approved" }) }, ADMIN_ONLY],
  ["GET /api/auth/[...nextauth]", { params: { nextauth: ["session"] }, path: "/api/auth/session" }, EVERYONE(200)],
  ["POST /api/auth/[...nextauth]", { params: { nextauth: ["signout"] }, path: "/api/auth/signout", body: () => ({}) }, EVERYONE(302)],
  ["GET /api/auth/apple", {}, EVERYONE(303)],
  ["GET /api/auth/google", {}, EVERYONE(303)],
  ["POST /api/auth/email-sign-in", { body: (w) => ({ email: fresh(w, "link") }) }, EVERYONE(200)],
  ["POST /api/auth/forgot-password", { body: (w) => ({ email: fresh(w, "forgot") }) }, EVERYONE(200)],
  ["POST /api/auth/login", { body: (w) => ({ email: fresh(w, "nobody"), password: "not the password" }) }, EVERYONE(401)],
  ["POST /api/auth/logout", {}, EVERYONE(200)],
  ["PUT /api/auth/profile", { body: () => ({ firstName: "Ann", lastName: "Lee" }) }, USERS_ONLY],
  ["POST /api/auth/refresh-session", {}, USERS_ONLY],
  ["POST /api/auth/register", { body: (w) => ({ email: fresh(w, "new"), password: "a long enough password" }) }, EVERYONE(201)],
  ["POST /api/auth/reset-password", { body: () => ({ token: "not-a-mailed-token", password: "a long enough password" }) }, EVERYONE(410)],
  ["GET /api/auth/session-status", {}, EVERYONE(200)],
  ["GET /api/auth/user", {}, USERS_ONLY],
  ["GET /api/avatars/[id]", { target: "approvedUser's avatar" }, EVERYONE(200)],
  ["GET /api/check-beta-status", {}, USERS_ONLY],
  ["GET /api/confirm-email", {}, EVERYONE(303)],
  ["POST /api/confirm-email", { body: () => ({ token: "not-a-real-token" }) }, EVERYONE(303)],
  ["POST /api/contact", { body: (w) => ({ name: "Ruth", email: fresh(w, "ruth"), message: "How long is the waiting list?" }) }, EVERYONE(200)],
  ["DELETE /api/conversations/[id]", { target: "approvedUser's conversation" }, USER_OWNED],
  ["DELETE /api/conversations/[id]#visitor", { target: "campaignVisitor's conversation" }, VISITOR_OWNED],
  ["PATCH /api/conversations/[id]/hide", { target: "approvedUser's conversation", body: () => ({ secretPhrase: "my phrase" }) }, USER_OWNED],
  ["PATCH /api/conversations/[id]/hide#visitor", { target: "campaignVisitor's conversation", body: () => ({ secretPhrase: "my phrase" }) }, VISITOR_OWNED],
  ["GET /api/conversations/[id]/messages", { target: "approvedUser's conversation" }, USER_OWNED],
  ["GET /api/conversations/[id]/messages#visitor", { target: "campaignVisitor's conversation" }, VISITOR_OWNED],
  ["POST /api/conversations/[id]/messages", { target: "approvedUser's conversation", body: () => ({ content: "And a cheaper one?" }) }, [401, 404, 404, 403, 200, 404, 404]],
  ["POST /api/conversations/[id]/messages#visitor", { target: "campaignVisitor's conversation", body: () => ({ content: "And a cheaper one?" }) }, [401, 200, 404, 403, 404, 404, 404]],
  ["POST /api/conversations/[id]/regenerate", { target: "approvedUser's conversation" }, [401, 404, 404, 403, 200, 404, 404]],
  ["POST /api/conversations/[id]/regenerate#visitor", { target: "campaignVisitor's conversation" }, [401, 200, 404, 403, 404, 404, 404]],
  ["PATCH /api/conversations/[id]/unhide", { target: "approvedUser's hidden conversation" }, USER_OWNED],
  ["PATCH /api/conversations/[id]/unhide#visitor", { target: "campaignVisitor's hidden conversation" }, VISITOR_OWNED],
  // Everyone with an identity may ask; only the owner's phrase under the owner's identity reveals (markers check the rest).
  ["POST /api/conversations/hidden", { target: "approvedUser's hidden conversation", body: () => ({ secretPhrase: HIDE_PHRASE }) }, [401, 200, 200, 200, 200, 200, 200]],
  ["POST /api/conversations/hidden#visitor", { target: "campaignVisitor's hidden conversation", body: () => ({ secretPhrase: HIDE_PHRASE }) }, [401, 200, 200, 200, 200, 200, 200]],
  ["GET /api/conversations", { target: "approvedUser's conversation" }, EVERYONE(200)],
  ["GET /api/conversations#visitor", { target: "campaignVisitor's conversation" }, EVERYONE(200)],
  ["POST /api/conversations", { body: () => ({ title: "Strollers" }) }, [401, 201, 201, 403, 201, 201, 201]],
  ["POST /api/email-signup", { body: (w) => ({ email: fresh(w, "join") }) }, EVERYONE(200)],
  ["GET /api/health", {}, EVERYONE(200)],
  ["POST /api/instant-conversation", { body: () => ({ question: "Which travel backpack?" }) }, [401, 200, 200, 403, 403, 403, 403]],
  ["GET /api/login", {}, EVERYONE(303)],
  ["GET /api/logout", {}, EVERYONE(303)],
  ["POST /api/redeem", { body: () => ({ code: "$skip-code" }) }, USERS_ONLY],
  ["POST /api/redeem/check", { body: () => ({ code: "$skip-code" }) }, EVERYONE(200)],
  ["POST /api/referral-visit", { body: () => ({ referralCode: "FRIEND1" }) }, EVERYONE(200)],
  ["GET /api/referrals", {}, USERS_ONLY],
  ["POST /api/resend-confirmation", { body: (w) => ({ email: fresh(w, "resend") }) }, EVERYONE(200)],
  ["GET /api/sign-in-link", {}, EVERYONE(303)],
  ["POST /api/sign-in-link", { body: () => ({ token: "not-a-mailed-token" }) }, EVERYONE(303)],
  ["POST /api/signup", { body: (w) => ({ email: fresh(w, "community") }) }, EVERYONE(200)],
  ["POST /api/upload/profile-image", { multipart: true }, USERS_ONLY],
  ["GET /api/utm-access", { query: `utm_access=${env.CAMPAIGN_ACCESS_KEY}` }, EVERYONE(200)],
  ["POST /api/utm-conversion", { body: (w) => ({ sessionId: `utm_${Date.now()}_${w.nonce}`, conversionType: "time" }) }, EVERYONE(200)],
  // Gated pages (through proxy.ts).
  ["PAGE /app", {}, ["→/auth", "allow", "allow", "→/referrals", "allow", "allow", "allow"]],
  ["PAGE /referrals", {}, ["→/auth", "→/auth", "→/auth", "allow", "allow", "allow", "allow"]],
  ["PAGE /admin", {}, ADMIN_PAGE],
  ["PAGE /admin/analytics", {}, ADMIN_PAGE],
  ["PAGE /admin/conversations", {}, ADMIN_PAGE],
  ["PAGE /admin/user-management", {}, ADMIN_PAGE],
  ["PAGE /utm-dashboard", {}, ADMIN_PAGE],
];

const GATED_PREFIXES = ["/app", "/referrals", "/admin", "/utm-dashboard"];
const routes = apiRoutes();
const rowKey = (key: string) => key.split("#")[0]!;

test("every route method and gated page on disk has a row, and every row names one that exists", () => {
  const onDisk = [...routes.flatMap((r) => r.methods.map((m) => `${m} ${r.pattern}`)), ...gatedPages(GATED_PREFIXES).map((p) => `PAGE ${p}`)];
  const inTable = new Set(TABLE.map(([k]) => rowKey(k)));
  const missing = onDisk.filter((k) => !inTable.has(k));
  const stale = [...inTable].filter((k) => !onDisk.includes(k));
  if (missing.length || stale.length) {
    throw new Error([
      missing.length ? `Missing from the authorization matrix (add a row with the expected status per role to TABLE): ${missing.join(", ")}` : "",
      stale.length ? `Rows for routes or pages that no longer exist: ${stale.join(", ")}` : "",
    ].filter(Boolean).join("\n"));
  }
  expect(onDisk.length).toBeGreaterThan(45);
});

async function targetId(w: World, t: Target | undefined): Promise<string | undefined> {
  switch (t) {
    case undefined: return undefined;
    case "approvedUser's conversation": return w.conversation("approvedUser");
    case "campaignVisitor's conversation": return w.conversation("campaignVisitor");
    case "approvedUser's hidden conversation": return w.conversation("approvedUser", { hidden: true });
    case "campaignVisitor's hidden conversation": return w.conversation("campaignVisitor", { hidden: true });
    case "approvedUser's avatar": return w.avatar();
    case "a waiting user": return w.waitingTarget();
  }
}

async function requestBody(w: World, req: Req): Promise<{ body?: BodyInit; headers: Record<string, string> }> {
  if (req.multipart) {
    const form = new FormData();
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#aa3366" } }).png().toBuffer();
    form.append("profileImage", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    return { body: form, headers: {} };
  }
  if (!req.body) return { headers: {} };
  let body = req.body(w) as Record<string, unknown>;
  if (body.code === "$skip-code") body = { code: await w.skipCode() };
  return { body: JSON.stringify(body), headers: { "content-type": "application/json" } };
}

/** Runs one cell; answers what the table holds (status, page outcome) and any leak or write found. */
async function runCell(key: string, req: Req, role: Role): Promise<{ got: Cell; problem?: string }> {
  const w = new World();
  const [method, pattern] = rowKey(key).split(" ") as [string, string];
  const id = await targetId(w, req.target);
  const actor = await w.actor(role);
  if (method === "PAGE") return { got: await pageOutcome(pattern, actor.cookie) };
  const route = routes.find((r) => r.pattern === pattern)!;
  const handler = (await loadRoute(route.file))[method]!;
  const path = (req.path ?? pattern.replace("[id]", id ?? "")) + (req.query ? `?${req.query}` : "");
  const { body, headers } = await requestBody(w, req);
  const before = await writes();
  const r = await send(handler, { method, path, cookie: actor.cookie, ip: nextIp(), headers, body, params: req.params ?? (id ? { id } : {}) });
  if (r.status >= 400 && typeof r.json?.error?.code !== "string") return { got: r.status, problem: `an error without a JSON code: ${r.text.slice(0, 120)}` };
  if (r.status >= 400) {
    const after = await writes();
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length) return { got: r.status, problem: `refused, but wrote to ${changed.join(", ")}` };
  }
  if (role !== "admin") {
    for (const other of ROLES) {
      if (other !== role && r.text.includes(w.marker(other))) return { got: r.status, problem: `${other}'s data in the answer to ${role}` };
    }
  }
  return { got: r.status };
}

describe.each(TABLE)("%s", (key, req, expected) => {
  test("each role gets its expected answer, no one else's data, and a refusal changes nothing", async () => {
    const got: Cell[] = [];
    const problems: string[] = [];
    for (const role of ROLES) {
      const cell = await runCell(key, req, role);
      got.push(cell.got);
      if (cell.problem) problems.push(`${role}: ${cell.problem}`);
    }
    expect({ byRole: Object.fromEntries(ROLES.map((r, i) => [r, got[i]])), problems }).toEqual({ byRole: Object.fromEntries(ROLES.map((r, i) => [r, expected[i]])), problems: [] });
  });
});
