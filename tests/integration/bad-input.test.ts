// Issue 10 item 10: each bad input the audit answered with a 500 is a clear 4xx JSON error and
// changes nothing. NUL and lone surrogates in any stored string, non-UUID ids on every [id]
// route, malformed session/visitor/campaign cookies (API calls and gated pages), absurd dates.
import "./chat-env";
import { NextRequest } from "next/server";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call, type CallResult } from "../helpers/http";
import { proxy } from "@/proxy";
import * as contact from "@/app/api/contact/route";
import * as register from "@/app/api/auth/register/route";
import * as profile from "@/app/api/auth/profile/route";
import * as authUser from "@/app/api/auth/user/route";
import * as sessionStatus from "@/app/api/auth/session-status/route";
import * as list from "@/app/api/conversations/route";
import * as one from "@/app/api/conversations/[id]/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import * as hide from "@/app/api/conversations/[id]/hide/route";
import * as unhide from "@/app/api/conversations/[id]/unhide/route";
import * as regenerate from "@/app/api/conversations/[id]/regenerate/route";
import * as instant from "@/app/api/instant-conversation/route";
import * as emailSignup from "@/app/api/email-signup/route";
import * as signup from "@/app/api/signup/route";
import * as utmAccess from "@/app/api/utm-access/route";
import * as utmConversion from "@/app/api/utm-conversion/route";
import * as avatars from "@/app/api/avatars/[id]/route";
import * as adminUser from "@/app/api/admin/users/[id]/route";
import * as campaignStats from "@/app/api/admin/campaign-stats/route";
import { setUserRole } from "@/lib/db/queries/users";
import { env } from "@/lib/env";
import { makeUser, makeVisitor, type Cookies } from "./chat-fixtures";
import { tableSnapshot } from "./fuzz-helpers";

beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

let ipSeq = 0;
const ip = () => `198.51.100.${(ipSeq++ % 250) + 1}`;

function expect4xx(r: CallResult, status: number, code?: string) {
  expect({ status: r.status, code: r.json?.error?.code }).toEqual({ status, code: code ?? expect.any(String) });
  expect(r.json.error.message).toEqual(expect.any(String));
}

const NUL = "a\u0000b";
const LONE = "a\ud800b";

describe("NUL and lone surrogates in a stored string: 400, nothing stored", () => {
  type Case = [string, (bad: string, cookies: Cookies) => Promise<CallResult>];
  const cases: Case[] = [
    ["contact name", (bad) => call(contact.POST, { method: "POST", body: { name: bad, email: "a@example.com", message: "hello there, a question" }, ip: ip() })],
    ["register firstName", (bad) => call(register.POST, { method: "POST", body: { email: `n${ipSeq}@example.com`, password: "long enough pw", firstName: bad }, ip: ip() })],
    ["register password", (bad) => call(register.POST, { method: "POST", body: { email: `p${ipSeq}@example.com`, password: `long enough ${bad}` }, ip: ip() })],
    ["profile firstName", (bad, cookies) => call(profile.PUT, { method: "PUT", body: { firstName: bad }, cookies })],
    ["conversation title", (bad, cookies) => call(list.POST, { method: "POST", body: { title: bad }, cookies })],
    ["email-signup name", (bad) => call(emailSignup.POST, { method: "POST", body: { email: `e${ipSeq}@example.com`, name: `Ann ${bad}` }, ip: ip() })],
    ["community signup name", (bad) => call(signup.POST, { method: "POST", body: { email: `c${ipSeq}@example.com`, name: bad }, ip: ip() })],
    ["conversion extras value", (bad) => call(utmConversion.POST, { method: "POST", body: { sessionId: "utm_1700000000000_abc", conversionType: "time", extras: { k: bad } }, ip: ip() })],
    ["conversion extras key", (bad) => call(utmConversion.POST, { method: "POST", body: { sessionId: "utm_1700000000000_abd", conversionType: "time", extras: { [bad]: 1 } }, ip: ip() })],
    ["instant question", (bad) => call(instant.POST, { method: "POST", body: { question: `best stroller ${bad}` }, cookies: makeVisitor().cookies, ip: ip() })],
  ];
  for (const [label, bad] of [["NUL", NUL], ["lone surrogate", LONE]] as const) {
    test.each(cases)(`${label} in %s`, async (_name, send) => {
      const user = await makeUser();
      const before = await tableSnapshot();
      const r = await send(bad, user.cookies);
      expect4xx(r, 400, "validation_failed");
      expect(await tableSnapshot()).toEqual(before);
    });
  }

  // A URL cannot carry a lone surrogate (invalid UTF-8 bytes decode to U+FFFD), only NUL.
  test.each(["q", "landing_page", "utm_source"])("NUL in the utm-access query's %s", async (name) => {
    const before = await tableSnapshot();
    const r = await call(utmAccess.GET, { path: `/api/utm-access?utm_access=${env.CAMPAIGN_ACCESS_KEY}&${name}=a%00b`, ip: ip() });
    expect4xx(r, 400, "validation_failed");
    expect(await tableSnapshot()).toEqual(before);
  });

  test("NUL in a message sent to one's own conversation: 400 and no message saved", async () => {
    const user = await makeUser();
    const created = await call(list.POST, { method: "POST", body: { title: "Mine" }, cookies: user.cookies });
    const before = await tableSnapshot();
    const r = await call(messages.POST, { method: "POST", params: { id: created.json.id }, body: { content: NUL }, cookies: user.cookies });
    expect4xx(r, 400, "validation_failed");
    expect(await tableSnapshot()).toEqual(before);
  });
});

describe("ids that are not UUIDs: 404 not_found on every [id] route", () => {
  const badIds = ["not-a-uuid", "1", "' or 1=1 --", "00000000-0000-0000-0000-00000000000g", "a".repeat(5000)];
  test.each(badIds)("id %s", async (id) => {
    const user = await makeUser();
    const admin = await makeUser();
    await setUserRole({ id: admin.id, role: "admin" });
    const p = { params: { id }, cookies: user.cookies };
    const results = {
      delete: await call(one.DELETE, { method: "DELETE", ...p }),
      hide: await call(hide.PATCH, { method: "PATCH", body: { secretPhrase: "phrase here" }, ...p }),
      unhide: await call(unhide.PATCH, { method: "PATCH", ...p }),
      readMessages: await call(messages.GET, p),
      postMessage: await call(messages.POST, { method: "POST", body: { content: "hi" }, ...p }),
      regenerate: await call(regenerate.POST, { method: "POST", ...p }),
      avatar: await call(avatars.GET, p),
      adminUser: await call(adminUser.PATCH, { method: "PATCH", body: { betaStatus: "approved" }, params: { id }, cookies: admin.cookies }),
    };
    for (const r of Object.values(results)) expect4xx(r, 404, "not_found");
  });
});

describe("malformed cookies are treated as no cookie", () => {
  const garbage = ["%", "%E0%A4%A", "%ZZ", "abc.def", "....", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z", "v_1|2.sig"];
  const names = ["next-auth.session-token", "hh_visitor", "hh_campaign"];
  const header = (value: string) => names.map((n) => `${n}=${value}`).join("; ");

  test.each(garbage)("API calls with every cookie = %s answer as for an anonymous caller", async (value) => {
    const cookie = { cookie: header(value) };
    expect4xx(await call(authUser.GET, { headers: cookie }), 401, "unauthorized");
    const status = await call(sessionStatus.GET, { headers: cookie });
    expect(status.status).toBe(200);
    expect(status.json.isAuthenticated).toBe(false);
    const listed = await call(list.GET, { headers: cookie });
    expect({ status: listed.status, json: listed.json }).toEqual({ status: 200, json: [] });
    expect4xx(await call(list.POST, { method: "POST", body: { title: "x" }, headers: cookie }), 401, "unauthorized");
    expect4xx(await call(campaignStats.GET, { headers: cookie }), 401, "unauthorized");
  });

  test.each(garbage)("gated pages with every cookie = %s redirect to sign-in like for no cookie", async (value) => {
    for (const path of ["/app", "/referrals", "/admin", "/admin/analytics", "/utm-dashboard"]) {
      const res = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie: header(value) } }));
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get("location")!).pathname).toBe("/auth");
    }
    const api = await proxy(new NextRequest("http://localhost:3000/api/admin/users", { headers: { cookie: header(value) } }));
    expect(api.status).toBe(401);
  });

  test("one malformed cookie does not hide a valid one beside it", async () => {
    const user = await makeUser();
    const [name, value] = Object.entries(user.cookies)[0]!;
    const r = await call(authUser.GET, { headers: { cookie: `hh_visitor=%; ${name}=${encodeURIComponent(value)}; hh_campaign=%E0` } });
    expect(r.status).toBe(200);
    expect(r.json.id).toBe(user.id);
  });
});

describe("campaign-stats dates out of range: 400", () => {
  const bad = ["from=0000-01-01", "to=0000-01-01", "from=0000-01-01&to=0000-01-01", "to=9999-12-31", "from=9999-12-31&to=9999-12-31",
    "from=2026-02-31", "from=2026-13-01", "to=2026-00-10", "from=1969-12-31", "from=20260101", "from=2026-1-1"];
  test.each(bad)("?%s", async (qs) => {
    const admin = await makeUser();
    await setUserRole({ id: admin.id, role: "admin" });
    expect4xx(await call(campaignStats.GET, { path: `/api/admin/campaign-stats?${qs}`, cookies: admin.cookies }), 400, "validation_failed");
  });

  test("a real range still answers", async () => {
    const admin = await makeUser();
    await setUserRole({ id: admin.id, role: "admin" });
    const r = await call(campaignStats.GET, { path: "/api/admin/campaign-stats?from=2026-01-01&to=2026-01-31", cookies: admin.cookies });
    expect(r.status).toBe(200);
    expect(r.json.range).toEqual({ from: "2026-01-01T00:00:00.000Z", to: "2026-02-01T00:00:00.000Z" });
  });
});
