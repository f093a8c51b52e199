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
