// Shared steps for the beta integration tests (not a test file: no .test suffix).
import { call, CookieJar, type CallResult } from "../helpers/http";
import type { ReceivedMail } from "../servers/smtp";

type Handler = Parameters<typeof call>[0];

export async function waitForMail(messages: ReceivedMail[], to: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = messages.filter((m) => m.to.includes(to.toLowerCase()));
    if (mine.length >= count || Date.now() > deadline) return mine;
    await new Promise((r) => setTimeout(r, 50));
  }
}

export const tokenFrom = (link: string) => new URL(link).searchParams.get("token")!;

/** Joins by email and follows the mailed link; answers the signed-in cookie jar. */
export async function joinAndConfirm(opts: {
  signup: Handler; confirm: Handler; messages: ReceivedMail[]; email: string; ip: string; referredBy?: string; visitor?: Record<string, string>;
}): Promise<{ jar: CookieJar; confirmRes: CallResult }> {
  const r = await call(opts.signup, { method: "POST", path: "/api/email-signup", body: { email: opts.email, referredBy: opts.referredBy }, ip: opts.ip, cookies: opts.visitor });
  if (r.status !== 200) throw new Error(`signup ${r.status} ${r.text}`);
  const [mail] = await waitForMail(opts.messages, opts.email);
  if (!mail) throw new Error(`no mail to ${opts.email}`);
  const link = mail.links.find((l) => l.includes("/api/confirm-email"))!;
  const jar = new CookieJar();
  const confirmRes = jar.take(await call(opts.confirm, { path: new URL(link).pathname + new URL(link).search, ip: opts.ip }));
  return { jar, confirmRes };
}
