// Shared by the chat integration tests: callers (users, visitors), SSE parsing, request helpers.
import crypto from "node:crypto";
import { NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { users, waitlistEntries } from "@/lib/db/schema";
import { encodeSession, sessionCookie } from "@/lib/auth/session-token";
import { campaignCookie, newVisitorId, visitorCookie } from "@/lib/auth/visitor";

export type Cookies = Record<string, string>;

/** A signed-in user; approved for the beta unless `approved: false`. */
export async function makeUser({ approved = true }: { approved?: boolean } = {}): Promise<{ id: string; email: string; cookies: Cookies }> {
  const db = await getDb();
  const email = `u${crypto.randomBytes(5).toString("hex")}@example.com`;
  const [user] = await db.insert(users).values({ email, firstName: "Test" }).returning({ id: users.id });
  await db.insert(waitlistEntries).values({
    email, userId: user!.id, status: approved ? "approved" : "waiting", referralCode: crypto.randomBytes(5).toString("hex"),
  });
  const c = sessionCookie(await encodeSession({ sub: user!.id, email, role: "user" }));
  return { id: user!.id, email, cookies: { [c.name]: c.value } };
}

/** An anonymous visitor cookie, with campaign access unless `campaign: false`. */
export function makeVisitor({ campaign = true }: { campaign?: boolean } = {}): { visitorId: string; cookies: Cookies } {
  const visitorId = newVisitorId();
  const v = visitorCookie(visitorId);
  const cookies: Cookies = { [v.name]: v.value };
  if (campaign) {
    const c = campaignCookie(visitorId);
    cookies[c.name] = c.value;
  }
  return { visitorId, cookies };
}

export type SseEvent = { event: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- event payloads are asserted field by field

export function parseSse(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: data ? JSON.parse(data) : null };
    });
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A raw request (for streaming reads and aborts) the way Next would hand it to the handler. */
export function rawRequest({ path, method = "POST", body, cookies, accept, signal, ip = "203.0.113.10" }: {
  path: string; method?: string; body?: unknown; cookies: Cookies; accept?: string; signal?: AbortSignal; ip?: string;
}): NextRequest {
  const headers = new Headers({ host: "localhost:3000", "x-forwarded-for": ip, "content-type": "application/json" });
  headers.set("cookie", Object.entries(cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "));
  if (accept) headers.set("accept", accept);
  return new NextRequest(new URL(path, "http://localhost:3000"), { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
}

/** Reads an event stream until `stopWhen` says so (then cancels it, like a browser pressing stop). */
export async function readEvents(res: Response, stopWhen?: (events: SseEvent[]) => boolean): Promise<SseEvent[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const events: SseEvent[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const cut = buffer.lastIndexOf("\n\n");
    if (cut >= 0) {
      events.push(...parseSse(buffer.slice(0, cut + 2)));
      buffer = buffer.slice(cut + 2);
    }
    if (stopWhen?.(events)) {
      await reader.cancel();
      break;
    }
  }
  return events;
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error("waitFor timed out");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export const handlerParams = (id: string) => ({ params: Promise.resolve({ id }) });
export type { Handler };
