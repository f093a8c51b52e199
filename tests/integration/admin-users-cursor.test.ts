// Issue 12, users list keyset paging: walking Next by `nextCursor` returns every person exactly once,
// in the list's order (the same rows as page numbers), ties included; users.has_entry follows entries.
import { call } from "../helpers/http";

type H = Parameters<typeof call>[0];
type Person = { id: string; userId: string | null; entryId: string | null; email: string; joinedAt: string };
let closeTestDb: () => Promise<void>;
let list: { GET: H };
let dbmod: typeof import("@/lib/db/client");
let adminCookies: Record<string, string>;
let seq = 0;
const ip = () => `198.51.100.${(++seq % 250) + 1}`;

beforeAll(async () => {
  const h = await import("../helpers/db");
  closeTestDb = h.closeTestDb;
  await h.openTestDb();
  dbmod = await import("@/lib/db/client");
  list = (await import("@/app/api/admin/users/route")) as unknown as { GET: H };
  const { sessionCookieFor } = await import("@/lib/auth/session");
  const { insertUser } = await import("@/lib/db/queries/users");
  const admin = (await insertUser({ email: "a00@x.test", firstName: "Chief", role: "admin", emailVerifiedAt: new Date() }))!;
  const c = await sessionCookieFor(admin);
  adminCookies = { [c.name]: c.value };
  // 40 entries on 8 shared timestamps (ties), 10 accounts without an entry on the same timestamps, 5 accounts with one.
  await exec(`insert into waitlist_entries (email, name, referral_code, created_at)
    select 'e' || lpad(g::text, 2, '0') || '@x.test', 'E ' || g, 'CUR' || g, timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(mins => g % 8)
    from generate_series(1, 40) g`);
  await exec(`insert into users (email, created_at)
    select 'u' || lpad(g::text, 2, '0') || '@x.test', timestamptz '2026-01-01 00:00:00.123456+00' + make_interval(mins => g % 8) from generate_series(1, 10) g`);
  await exec(`insert into users (email) select 'e' || lpad(g::text, 2, '0') || '@x.test' from generate_series(1, 5) g`);
}, 60_000);
afterAll(async () => closeTestDb());

async function exec(q: string) {
  const db = await dbmod.getDb();
  return ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const get = (qs: string) => call(list.GET, { path: `/api/admin/users?${qs}`, ip: ip(), cookies: adminCookies });

async function walkByCursor(sort: string): Promise<Person[]> {
  const seen: Person[] = [];
  let after: string | null = null;
  for (let page = 1; page < 20; page++) {
    const r = await get(`sort=${sort}&pageSize=7&page=${page}${after ? `&after=${after}` : ""}`);
    expect(r.status).toBe(200);
    seen.push(...r.json.users);
    after = r.json.nextCursor;
    if (!after) return seen;
  }
  throw new Error("the cursor walk did not end");
}

async function walkByPage(sort: string, total: number): Promise<Person[]> {
  const seen: Person[] = [];
  for (let page = 1; (page - 1) * 7 < total; page++) seen.push(...(await get(`sort=${sort}&pageSize=7&page=${page}`)).json.users);
  return seen;
}

const key = (p: Person) => p.entryId ?? p.userId!;

test.each(["newest", "oldest", "email"])("sort=%s: Next by cursor returns every person once, in the same order as page numbers", async (sort) => {
  const first = await get(`sort=${sort}&pageSize=7`);
  expect(first.json.total).toBe(51); // 40 entries, 10 accounts without one, the admin
  const byCursor = await walkByCursor(sort);
  expect(byCursor).toHaveLength(51);
  expect(new Set(byCursor.map(key)).size).toBe(51);
  expect(byCursor.map(key)).toEqual((await walkByPage(sort, 51)).map(key));
  if (sort !== "email") {
    // The list's order, computed here: join time, then the row key in the same direction breaks ties (several share a time).
    const dir = sort === "newest" ? -1 : 1;
    const expected = [...byCursor].sort((a, b) => dir * (Date.parse(a.joinedAt) - Date.parse(b.joinedAt) || (key(a) < key(b) ? -1 : 1)));
    expect(byCursor.map(key)).toEqual(expected.map(key));
  }
});

test("a cursor that is not one, or is from another sort, is a 400 and changes nothing", async () => {
  for (const bad of ["after=nonsense", `after=${Buffer.from('{"s":"newest","k":"x","id":"y"}').toString("base64url")}`]) {
    const r = await get(bad);
    expect([bad, r.status, r.json.error.code]).toEqual([bad, 400, "validation_failed"]);
  }
  const cursor = (await get("sort=email&pageSize=3")).json.nextCursor as string;
  expect((await get(`sort=newest&after=${cursor}`)).status).toBe(400);
});

test("an account leaves 'no entry' when an entry with its email is added, and comes back when it is removed", async () => {
  const hasEntry = async () => (await exec("select has_entry from users where email = 'u03@x.test'"))[0]!.has_entry;
  expect(await hasEntry()).toBe(false);
  expect((await exec("select has_entry from users where email = 'e03@x.test'"))[0]!.has_entry).toBe(true);
  await exec("insert into waitlist_entries (email, referral_code) values ('u03@x.test', 'CURU03')");
  expect(await hasEntry()).toBe(true);
  const rows = (await get("query=u03&pageSize=5")).json.users as Person[];
  expect(rows.map((p) => [p.email, Boolean(p.entryId), Boolean(p.userId)])).toEqual([["u03@x.test", true, true]]);
  await exec("delete from waitlist_entries where email = 'u03@x.test'");
  expect(await hasEntry()).toBe(false);
  expect(((await get("query=u03")).json.users as Person[]).map((p) => [p.email, p.entryId])).toEqual([["u03@x.test", null]]);
});
