import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { call, CookieJar } from "../helpers/http";
import { POST as register } from "@/app/api/auth/register/route";
import { sessionCookieName } from "@/lib/auth/session-token";

let seq = 0;
export const uniqueEmail = (p = "person") => `${p}.${Date.now().toString(36)}.${++seq}@example.com`;
export const nextIp = () => `198.18.${Math.floor(seq / 250)}.${(seq++ % 250) + 1}`;

/** Registers a user and answers a cookie jar holding their session. */
export async function registered(opts: { email?: string; password?: string; firstName?: string } = {}) {
  const jar = new CookieJar();
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "correct horse battery";
  const r = jar.take(await call(register, { method: "POST", body: { email, password, firstName: opts.firstName ?? "Ada" }, ip: nextIp() }));
  if (r.status !== 201) throw new Error(`register failed: ${r.status} ${r.text}`);
  return { jar, email, password, user: r.json, token: jar.cookies[sessionCookieName()]! };
}

/** A password hash never appears in any answer (argon2 hashes start with $argon2). */
export function expectNoHash(text: string) {
  expect(text).not.toMatch(/\$argon2/);
  expect(text.toLowerCase()).not.toContain("passwordhash");
  expect(text.toLowerCase()).not.toContain("password_hash");
}

/** The newest link a mail to `email` carried that contains `part`, as a path (outbox mode: no SMTP in these files). */
export async function latestLink(email: string, part = "/api/confirm-email?token="): Promise<string> {
  const { getDb } = await import("@/lib/db/client");
  const { emailOutbox } = await import("@/lib/db/schema");
  const { desc, eq } = await import("drizzle-orm");
  const db = await getDb();
  const rows = await db.select({ links: emailOutbox.links }).from(emailOutbox).where(eq(emailOutbox.to, email.toLowerCase())).orderBy(desc(emailOutbox.createdAt));
  const link = rows.flatMap((r) => r.links).find((l) => l.includes(part));
  if (!link) throw new Error(`no ${part} link mailed to ${email}`);
  const u = new URL(link);
  return `${u.pathname}${u.search}`;
}

/** Registers, then follows the mailed confirmation link in the same browser: a verified account. */
export async function verified(opts: { email?: string; password?: string; firstName?: string } = {}) {
  const { GET: confirm } = await import("@/app/api/confirm-email/route");
  const u = await registered(opts);
  const r = u.jar.take(await call(confirm, { path: await latestLink(u.email), cookies: u.jar.cookies, ip: nextIp() }));
  if (r.status !== 303 || !r.headers.get("location")?.startsWith("/referrals")) throw new Error(`confirm failed: ${r.status} ${r.headers.get("location")}`);
  return { ...u, token: u.jar.cookies[sessionCookieName()]! };
}

/** What proxy.ts does with a page request carrying these cookies: "→ /path?query", "not-found", "allow" or the status. */
export async function gate(path: string, cookies: Record<string, string>): Promise<string> {
  const header = Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  const res = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers: header ? { cookie: header } : {} }));
  const location = res.headers.get("location");
  if (location) return `→ ${new URL(location).pathname}${new URL(location).search}`;
  if (res.headers.get("x-middleware-rewrite")) return "not-found";
  if (res.headers.get("x-middleware-next")) return "allow";
  return String(res.status);
}
