// Issue 12, analytics: the funnel and series an admin reads on /admin/analytics, computed from rows
// inserted here (feedback rows directly: issue 13 writes that table), and the landing visits agree
// with /utm-dashboard's Sessions and Landed for the same days.
import "./next-request-scope"; // first: before any Next module loads
import { openTestDb, closeTestDb } from "../helpers/db";
import { nextIp, World, type Actor } from "./matrix-world";
import { send } from "./route-invoke";
import * as analytics from "@/app/api/admin/analytics/route";
import * as campaignStats from "@/app/api/admin/campaign-stats/route";
import { getDb } from "@/lib/db/client";
import { periodsOf } from "@/lib/admin/analytics";

beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

const today = new Date().toISOString().slice(0, 10);
const exec = async (q: string) => (await (await getDb()).execute(q)) as unknown as { rows: Record<string, unknown>[] };
const get = (route: typeof analytics.GET, admin: Actor, query: string) => send(route!, { method: "GET", path: `/api/x?${query}`, cookie: admin.cookie, ip: nextIp() });

let seq = 0;
async function entry({ status = "waiting", confirmed = true, invited = false, referrer = null as string | null, userId = null as string | null }) {
  const n = `an${Date.now().toString(36)}${seq++}`;
  const r = await exec(`insert into waitlist_entries (email, name, status, referral_code, referrer_id, user_id, confirmed_at, invited_at, approved_at)
    values ('${n}@example.com', '${n}', '${status}', '${n.toUpperCase()}', ${referrer ? `'${referrer}'` : "null"}, ${userId ? `'${userId}'` : "null"},
      ${confirmed ? "now()" : "null"}, ${invited ? "now()" : "null"}, ${status === "approved" ? "now()" : "null"}) returning id`);
  return String(r.rows[0]!.id);
}

async function answer(conversationId: string, engine: string | null, latency: number | null, help = false) {
  const r = await exec(`insert into messages (conversation_id, role, content, engine, latency_ms, help_card)
    values ('${conversationId}', 'assistant', 'an answer', ${engine ? `'${engine}'` : "null"}, ${latency ?? "null"}, ${help ? `'{"kind":"crisis"}'::jsonb` : "null"}) returning id`);
  return String(r.rows[0]!.id);
}

test("the funnel, referrals, chats by engine, latency percentiles, thumbs and safety counts are what happened", async () => {
  const admin = await new World().actor("admin");
  const before = await get(analytics.GET, admin, `from=${today}&to=${today}`);
  expect(before.status).toBe(200);
  expect(before.json.latency).toEqual([]); // no answers yet: no percentiles (not a row of zeros)

  // Two campaign visitors land (one twice: still one visit); one landed 40 days ago (outside the range).
  await exec(`insert into campaign_sessions (visitor_id, source, medium, campaign) values ('v-a', 'google', 'cpc', 'fall'), ('v-a', 'google', 'cpc', 'fall'), ('v-b', 'bing', 'cpc', 'spring')`);
  await exec(`insert into campaign_sessions (visitor_id, source, medium, campaign, created_at) values ('v-old', 'google', 'cpc', 'fall', now() - interval '40 days')`);
  // Five join: one approved who chatted this week, one invited, two only confirmed, one unconfirmed.
  const user = String((await exec(`insert into users (email, role) values ('an-active@example.com', 'user') returning id`)).rows[0]!.id);
  const referrer = await entry({ status: "approved", userId: user });
  await entry({ status: "invited", invited: true, referrer });
  const flagged = await entry({ referrer });
  await exec(`insert into referral_flags (referrer_id, referred_entry_id, reason) values ('${referrer}', '${flagged}', 'same_device')`);
  await entry({});
  await entry({ status: "pending_confirmation", confirmed: false, referrer });
  const chat = String((await exec(`insert into conversations (user_id, title) values ('${user}', 'private title') returning id`)).rows[0]!.id);
  await exec(`insert into messages (conversation_id, role, content) values ('${chat}', 'user', 'private question')`);
  const ids = [];
  for (const ms of [100, 200, 300, 400]) ids.push(await answer(chat, "offline", ms));
  ids.push(await answer(chat, "openai", 1000, true));
  await answer(chat, null, null);
  for (const [i, rating] of (["up", "up", "up", "down"] as const).entries()) {
    await exec(`insert into answer_feedback (message_id, conversation_id, user_id, rating, reason) values ('${ids[i]}', '${chat}', '${user}', '${rating}', ${rating === "down" ? "'unsafe'" : "null"})`);
  }

  const r = await get(analytics.GET, admin, `from=${today}&to=${today}`);
  expect(r.status).toBe(200);
  const d = (k: keyof typeof r.json.funnel) => r.json.funnel[k] - before.json.funnel[k];
  expect(["landingVisits", "joined", "confirmed", "invited", "approved", "active7d"].map((k) => d(k))).toEqual([2, 5, 4, 2, 1, 1]);
  const day = r.json.chats.series.find((x: { period: string }) => x.period === today);
  expect(day).toEqual({ period: today, chats: 1, offline: 4, openai: 1, unknown: 1 });
  expect(r.json.chats.engines).toEqual(["offline", "openai", "unknown"]);
  expect(r.json.latency).toEqual([
    { engine: "all", answers: 5, p50: 300, p90: 760, p99: 976 },
    { engine: "offline", answers: 4, p50: 250, p90: 370, p99: 397 },
    { engine: "openai", answers: 1, p50: 1000, p90: 1000, p99: 1000 },
  ]);
  expect(r.json.thumbs).toEqual({ up: 3, down: 1, upRate: 0.75 });
  expect(r.json.safety).toEqual({ series: [{ period: today, safety: 1 }], total: 1 });
  expect(r.json.referrals.series).toEqual([{ period: today, joined: 3, confirmed: 1 }]);
  expect(r.json.referrals.top[0]).toMatchObject({ entryId: referrer, referred: 3, counted: 1 });
  expect(r.json.campaigns.sources).toEqual([
    { source: "bing", medium: "cpc", campaign: "spring", visits: 1 },
    { source: "google", medium: "cpc", campaign: "fall", visits: 1 },
  ]);
  // Counts only: no title, question or answer reaches the admin.
  expect(r.text).not.toMatch(/private (title|question)|an answer/);

  // Weeks: one row per week from its Monday, the same totals.
  const w = await get(analytics.GET, admin, `from=${today}&to=${today}&group=week`);
  const monday = periodsOf({ from: new Date(`${today}T00:00:00Z`), to: new Date(Date.now() + 864e5) }, "week")[0];
  expect(w.json.chats.series).toEqual([{ period: monday, chats: 1, offline: 4, openai: 1, unknown: 1 }]);
});

test("landing visits agree with /utm-dashboard's Sessions, Landed, days and sources for the same range", async () => {
  const admin = await new World().actor("admin");
  await exec(`insert into campaign_sessions (visitor_id, source, medium, campaign, created_at) values
    ('v-c', 'google', 'cpc', 'fall', now() - interval '3 days'), ('v-c', 'google', 'cpc', 'fall', now() - interval '3 days' + interval '1 minute'),
    ('v-d', 'meta', 'social', 'fall', now() - interval '2 days'), ('v-d', 'google', 'cpc', 'fall', now() - interval '1 days')`);
  const from = new Date(Date.now() - 5 * 864e5).toISOString().slice(0, 10);
  const [a, c] = await Promise.all([get(analytics.GET, admin, `from=${from}&to=${today}`), get(campaignStats.GET, admin, `from=${from}&to=${today}`)]);
  expect([a.status, c.status]).toEqual([200, 200]);
  const visits = a.json.funnel.landingVisits;
  expect(visits).toBeGreaterThanOrEqual(4); // v-a, v-b from the first test, v-c, v-d
  expect(c.json.totals.sessions).toBe(visits);
  expect(c.json.funnel.landing).toBe(visits);
  expect(a.json.campaigns.total).toBe(visits);
  const byDay = (rows: { day?: string; period?: string; sessions?: number; visits?: number }[]) => rows.map((x) => [x.day ?? x.period, x.sessions ?? x.visits]);
  expect(byDay(a.json.campaigns.series)).toEqual(byDay(c.json.byDay));
  const key = (x: { source: string; medium: string; campaign: string }) => `${x.source}/${x.medium}/${x.campaign}`;
  expect(Object.fromEntries(a.json.campaigns.sources.map((s: { visits: number } & Parameters<typeof key>[0]) => [key(s), s.visits])))
    .toEqual(Object.fromEntries(c.json.bySource.filter((s: { sessions: number }) => s.sessions > 0).map((s: { sessions: number } & Parameters<typeof key>[0]) => [key(s), s.sessions])));
});

test("a bad range or grouping is refused with a clear 400", async () => {
  const admin = await new World().actor("admin");
  for (const bad of ["from=2026-02-31", "to=yesterday", "group=month", "group="]) {
    const r = await get(analytics.GET, admin, bad);
    expect([bad, r.status, r.json.error.code]).toEqual([bad, 400, "validation_failed"]);
  }
});
