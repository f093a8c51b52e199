import sharp from "sharp";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { GET as sessionStatus } from "@/app/api/auth/session-status/route";
import { POST as refresh } from "@/app/api/auth/refresh-session/route";
import { PUT as profile } from "@/app/api/auth/profile/route";
import { GET as user } from "@/app/api/auth/user/route";
import { POST as upload } from "@/app/api/upload/profile-image/route";
import { GET as avatar } from "@/app/api/avatars/[id]/route";
import { GET as betaStatus } from "@/app/api/check-beta-status/route";
import { GET as loginNav } from "@/app/api/login/route";
import { GET as logoutNav } from "@/app/api/logout/route";
import { GET as googleStart } from "@/app/api/auth/google/route";
import { GET as appleStart } from "@/app/api/auth/apple/route";
import { decodeSession, encodeSession, sessionCookieName } from "@/lib/auth/session-token";
import { insertUser } from "@/lib/db/queries/users";
import { expectNoHash, nextIp, registered, uniqueEmail } from "./auth-helpers";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const DAY = 24 * 3600;

describe("session status and refresh", () => {
  test("no session → not authenticated, nothing to refresh", async () => {
    const r = await call(sessionStatus);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: false });
  });

  test("a fresh 30-day session needs no refresh", async () => {
    const u = await registered();
    const r = await call(sessionStatus, { cookies: u.jar.cookies });
    expect(r.json.isAuthenticated).toBe(true);
    expect(r.json.timeUntilExpiryMs).toBeGreaterThan(29 * DAY * 1000);
    expect(r.json.needsRefresh).toBe(false);
  });

  test("under 7 days left → needsRefresh; refresh re-issues a full-length cookie", async () => {
    const u = await registered();
    const short = await encodeSession({ sub: u.user.id, email: u.email, role: "user" }, 3 * DAY);
    const cookies = { [sessionCookieName()]: short };
    const s = await call(sessionStatus, { cookies });
    expect(s.json.needsRefresh).toBe(true);
    expect(s.json.timeUntilExpiryMs).toBeLessThanOrEqual(3 * DAY * 1000);
    const r = await call(refresh, { method: "POST", cookies, ip: nextIp() });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, message: expect.any(String) });
    const fresh = await decodeSession(r.setCookies[sessionCookieName()]);
    expect(fresh!.exp * 1000 - Date.now()).toBeGreaterThan(29 * DAY * 1000);
    expect(fresh!.sub).toBe(u.user.id);
  });

  test("refresh without a session → 401", async () => {
    const r = await call(refresh, { method: "POST", ip: nextIp() });
    expect(r.status).toBe(401);
  });

  test("a token for a user that no longer exists is no session", async () => {
    const token = await encodeSession({ sub: "00000000-0000-0000-0000-000000000000", email: "gone@example.com", role: "admin" });
    const r = await call(sessionStatus, { cookies: { [sessionCookieName()]: token } });
    expect(r.json.isAuthenticated).toBe(false);
  });
});

describe("PUT /api/auth/profile", () => {
  test("trims and saves the names", async () => {
    const u = await registered();
    const r = await call(profile, { method: "PUT", body: { firstName: "  Grace ", lastName: "  Hopper  " }, cookies: u.jar.cookies });
    expect(r.status).toBe(200);
    expect(r.json.user).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
    expectNoHash(r.text);
    const me = await call(user, { cookies: u.jar.cookies });
    expect(me.json).toMatchObject({ firstName: "Grace", lastName: "Hopper" });
  });

  test("a blank last name clears it", async () => {
    const u = await registered();
    const r = await call(profile, { method: "PUT", body: { firstName: "Grace", lastName: "   " }, cookies: u.jar.cookies });
    expect(r.json.user.lastName).toBeNull();
  });

  test.each([
    ["blank first name", { firstName: "   ", lastName: "X" }],
    ["missing first name", { lastName: "X" }],
    ["first name a number", { firstName: 42 }],
  ])("%s → 400 and nothing changes", async (_n, body) => {
    const u = await registered({ firstName: "Keep" });
    const r = await call(profile, { method: "PUT", body, cookies: u.jar.cookies });
    expect(r.status).toBe(400);
    expect(r.json.error.details.fields.firstName).toBeTruthy();
    expect((await call(user, { cookies: u.jar.cookies })).json.firstName).toBe("Keep");
  });

  test("blank first name says so in the spec's words", async () => {
    const u = await registered();
    const r = await call(profile, { method: "PUT", body: { firstName: " " }, cookies: u.jar.cookies });
    expect(r.json.error.message).toContain("Please enter your first name.");
  });

  test("malformed JSON → 400; no session → 401", async () => {
    const u = await registered();
    expect((await call(profile, { method: "PUT", rawBody: "{", cookies: u.jar.cookies })).status).toBe(400);
    expect((await call(profile, { method: "PUT", body: { firstName: "A" } })).status).toBe(401);
  });
});

function multipart(bytes: Uint8Array | Buffer, { type = "image/png", name = "me.png", field = "profileImage" } = {}) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

async function uploadAs(cookies: Record<string, string>, form: FormData) {
  // Let Request serialise the multipart body (and its boundary) the way a browser would.
  const req = new Request("http://localhost:3000/x", { method: "POST", body: form });
  const body = new Uint8Array(await req.arrayBuffer());
  return call(upload, { method: "POST", rawBody: body, headers: { "content-type": req.headers.get("content-type")! }, cookies, ip: nextIp() });
}

describe("profile pictures", () => {
  test("a real image becomes a 256x256 WebP without metadata, served immutable", async () => {
    const u = await registered();
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#ff8800" } })
      .png().withMetadata({ exif: { IFD0: { Copyright: "secret-gps-owner" } } }).toBuffer();
    // Declared type is a lie: content decides.
    const r = await uploadAs(u.jar.cookies, multipart(png, { type: "application/octet-stream", name: "x.bin" }));
    expect(r.status).toBe(200);
    expect(r.json.imageUrl).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    const id = r.json.imageUrl.split("/").pop();
    const img = await call(avatar, { path: r.json.imageUrl, params: { id } });
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
    expect(img.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const res = await avatar(new (await import("next/server")).NextRequest(`http://localhost:3000${r.json.imageUrl}`), { params: Promise.resolve({ id }) });
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("secret-gps-owner");
    const me = await call(user, { cookies: u.jar.cookies });
    expect(me.json.profileImageUrl).toBe(r.json.imageUrl);
  });

  test("a new picture replaces the old one (old URL then 404)", async () => {
    const u = await registered();
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer();
    const a = await uploadAs(u.jar.cookies, multipart(png));
    const b = await uploadAs(u.jar.cookies, multipart(png));
    expect(a.json.imageUrl).not.toBe(b.json.imageUrl);
    const oldId = a.json.imageUrl.split("/").pop();
    expect((await call(avatar, { params: { id: oldId } })).status).toBe(404);
  });

  test("a text file named .png → 415, nothing stored", async () => {
    const u = await registered();
    const r = await uploadAs(u.jar.cookies, multipart(Buffer.from("<svg onload=alert(1)>not really</svg>"), { type: "image/png" }));
    expect(r.status).toBe(415);
    expect((await call(user, { cookies: u.jar.cookies })).json.profileImageUrl).toBeNull();
  });

  test("a 6 MB upload → 413", async () => {
    const u = await registered();
    const r = await uploadAs(u.jar.cookies, multipart(Buffer.alloc(6 * 1024 * 1024, 1)));
    expect(r.status).toBe(413);
    expect(r.json.error.code).toBe("payload_too_large");
  });

  test("no file field → 400; not multipart → 415; no session → 401", async () => {
    const u = await registered();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).png().toBuffer();
    expect((await uploadAs(u.jar.cookies, multipart(png, { field: "other" }))).status).toBe(400);
    const json = await call(upload, { method: "POST", body: { profileImage: "x" }, cookies: u.jar.cookies, ip: nextIp() });
    expect(json.status).toBe(415);
    expect((await uploadAs({}, multipart(png))).status).toBe(401);
  });

  test("unknown or malformed avatar ids → 404", async () => {
    expect((await call(avatar, { params: { id: "nope" } })).status).toBe(404);
    expect((await call(avatar, { params: { id: "00000000-0000-0000-0000-000000000000" } })).status).toBe(404);
  });
});

describe("beta status and navigations", () => {
  test("check-beta-status: 401 without a session; 'none' for a user without an entry", async () => {
    expect((await call(betaStatus)).status).toBe(401);
    const u = await insertUser({ email: uniqueEmail("noentry") });
    const token = await encodeSession({ sub: u!.id, email: u!.email, role: "user" });
    const r = await call(betaStatus, { cookies: { [sessionCookieName()]: token } });
    expect(r.json).toEqual({ status: "none" });
  });

  test("/api/login → /auth (keeping a same-site redirect only)", async () => {
    const a = await call(loginNav, { path: "/api/login" });
    expect(a.status).toBe(303);
    expect(a.headers.get("location")).toBe("/auth");
    const b = await call(loginNav, { path: "/api/login?redirect=//evil.example" });
    expect(b.headers.get("location")).toBe("/auth");
  });

  test("/api/logout clears the session and goes home; a cross-site navigation does not", async () => {
    const u = await registered();
    const r = await call(logoutNav, { path: "/api/logout", cookies: u.jar.cookies });
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toBe("/");
    expect(r.headers.getSetCookie().find((c) => c.startsWith(sessionCookieName()))).toMatch(/Max-Age=0/i);
    const x = await call(logoutNav, { path: "/api/logout", cookies: u.jar.cookies, headers: { "sec-fetch-site": "cross-site" } });
    expect(x.headers.getSetCookie()).toHaveLength(0);
  });

  test("unconfigured Google/Apple → back to /auth with a clear error code", async () => {
    for (const [h, p] of [[googleStart, "google"], [appleStart, "apple"]] as const) {
      const r = await call(h, { path: `/api/auth/${p}` });
      expect(r.status).toBe(303);
      expect(r.headers.get("location")).toContain(`/auth?error=${p}_unavailable`);
    }
  });

  test("configured Google → a self-submitting POST to next-auth with a CSRF pair", async () => {
    await jest.isolateModulesAsync(async () => {
      Object.assign(process.env, { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
      try {
        const { GET } = await import("@/app/api/auth/google/route");
        const r = await call(GET, { path: "/api/auth/google?redirect=referrals" });
        expect(r.status).toBe(200);
        expect(r.text).toContain('fetch("/api/auth/signin/google"');
        expect(r.text).toContain("callbackUrl=%2Fauth%2Fcontinue%3Fredirect%3D%252Freferrals");
        const token = /csrfToken=([0-9a-f]+)/.exec(r.text)![1];
        expect(r.setCookies["next-auth.csrf-token"]).toMatch(new RegExp(`^${token}\\|[0-9a-f]{64}$`));
      } finally {
        delete process.env.GOOGLE_CLIENT_ID;
        delete process.env.GOOGLE_CLIENT_SECRET;
      }
    });
  });
});
