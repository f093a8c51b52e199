// The people of the authorization matrix, made fresh for every cell so no cell depends on another:
// each carries a unique marker (in its email, name, conversation titles and messages) so an
// answer that shows one person's data to another is caught whatever the route.
import crypto from "node:crypto";
import { hash } from "@node-rs/argon2";
import sharp from "sharp";
import { getDb } from "@/lib/db/client";
import { and, eq } from "drizzle-orm";
import { avatarImages, conversations, messages, shareLinks, users, waitlistEntries, type WaitlistStatus } from "@/lib/db/schema";
import { findUserById } from "@/lib/db/queries/users";
import { sessionCookieFor } from "@/lib/auth/session";
import { lookupKey } from "@/lib/auth/signed-cookie";
import { createSkipCode } from "@/lib/beta/skip-codes";
import { env } from "@/lib/env";
import * as utmAccess from "@/app/api/utm-access/route";
import { send } from "./route-invoke";

export const ROLES = ["anonymous", "campaignVisitor", "otherCampaignVisitor", "waitingUser", "approvedUser", "otherApprovedUser", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type Actor = { role: Role; marker: string; cookie?: string; userId?: string; visitorId?: string };

let ipSeq = 0;
/** A fresh client address per request, so per-address limits never decide a cell. */
export const nextIp = () => `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq++ & 255}`;

const cookieHeader = (pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");

/** A user with a verified email and a waiting-list entry (waiting or approved), signed in with a real session cookie. */
async function userActor(role: Role, marker: string, status: WaitlistStatus, admin = false): Promise<Actor> {
  const db = await getDb();
  const email = `${marker}@example.com`;
  const [u] = await db.insert(users).values({ email, firstName: marker, role: admin ? "admin" : "user", emailVerifiedAt: new Date() }).returning({ id: users.id });
  await db.insert(waitlistEntries).values({ email, userId: u!.id, status, referralCode: marker.toUpperCase(), name: marker });
  const c = await sessionCookieFor((await findUserById({ id: u!.id }))!);
  return { role, marker, userId: u!.id, cookie: cookieHeader([[c.name, c.value]]) };
}

/** A campaign visitor as the ad link makes one: through /api/utm-access with the campaign key. */
async function campaignVisitorActor(role: Role, marker: string): Promise<Actor> {
  const r = await send(utmAccess.GET!, { method: "GET", path: `/api/utm-access?utm_access=${env.CAMPAIGN_ACCESS_KEY}`, ip: nextIp() });
  if (r.status !== 200) throw new Error(`utm-access answered ${r.status}`);
  const pairs = r.setCookie.map((c) => c.split(";")[0]!).map((p) => [p.slice(0, p.indexOf("=")), decodeURIComponent(p.slice(p.indexOf("=") + 1))] as [string, string]);
  const visitorId = pairs.find(([k]) => k === "hh_visitor")![1].split(".")[0];
  return { role, marker, visitorId, cookie: cookieHeader(pairs) };
}

export const HIDE_PHRASE = "quiet garden gate";

/** One cell's world: the actors (made on first use) and the resources the cell's request names. */
export class World {
  readonly nonce = crypto.randomBytes(4).toString("hex");
  private actors = new Map<Role, Promise<Actor>>();

  marker(role: Role): string {
    return `zq${this.nonce}r${ROLES.indexOf(role)}`;
  }

  actor(role: Role): Promise<Actor> {
    if (!this.actors.has(role)) this.actors.set(role, this.make(role));
    return this.actors.get(role)!;
  }

  private make(role: Role): Promise<Actor> {
    const m = this.marker(role);
    switch (role) {
      case "anonymous": return Promise.resolve({ role, marker: m });
      case "campaignVisitor":
      case "otherCampaignVisitor": return campaignVisitorActor(role, m);
      case "waitingUser": return userActor(role, m, "waiting");
      case "approvedUser":
      case "otherApprovedUser": return userActor(role, m, "approved");
      case "admin": return userActor(role, m, "approved", true);
    }
  }

  /** The answer of the conversation made last (a branch switch's target). */
  lastAnswerId = "";

  /** A conversation of `owner` with one question and one answer (optionally hidden under HIDE_PHRASE). */
  async conversation(owner: Role, { hidden = false } = {}): Promise<string> {
    const a = await this.actor(owner);
    const db = await getDb();
    const who = a.userId ? `u:${a.userId}` : `v:${a.visitorId}`;
    const [c] = await db.insert(conversations).values({
      userId: a.userId ?? null, visitorId: a.visitorId ?? null, title: `${a.marker} title`,
      ...(hidden ? { isHidden: true, hiddenAt: new Date(), hidePhraseHash: await hash(HIDE_PHRASE), hidePhraseKey: lookupKey("hide-phrase", `${who}\n${HIDE_PHRASE}`) } : {}),
    }).returning({ id: conversations.id });
    // One branch: the answer follows the question and is the path's end (chat-core's tree).
    const [q] = await db.insert(messages).values({ conversationId: c!.id, role: "user", content: `${a.marker} which travel backpack?` }).returning({ id: messages.id });
    const [answer] = await db.insert(messages).values({ conversationId: c!.id, role: "assistant", content: `${a.marker} answer`, parentId: q!.id }).returning({ id: messages.id });
    await db.update(conversations).set({ activeLeafId: answer!.id }).where(eq(conversations.id, c!.id));
    this.lastAnswerId = answer!.id;
    return c!.id;
  }

  /** The assistant answer of one of the world's conversations (chat-keep: ratings). */
  async answer(conversationId: string): Promise<string> {
    const db = await getDb();
    const [m] = await db.select({ id: messages.id }).from(messages).where(and(eq(messages.conversationId, conversationId), eq(messages.role, "assistant"))).limit(1);
    return m!.id;
  }

  /** A working share link of a conversation (chat-keep). */
  async shareLink(conversationId: string): Promise<string> {
    const db = await getDb();
    const [l] = await db.insert(shareLinks).values({ conversationId, tokenHash: `t${this.nonce}${Math.random()}`, title: "shared", snapshot: [] }).returning({ id: shareLinks.id });
    return l!.id;
  }

  /** A profile picture of the approved user. */
  async avatar(): Promise<string> {
    const a = await this.actor("approvedUser");
    const db = await getDb();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366aa" } }).webp().toBuffer();
    const [row] = await db.insert(avatarImages).values({ userId: a.userId!, bytes, width: 8, height: 8 }).returning({ id: avatarImages.id });
    return row!.id;
  }

  /** A waiting user other than the matrix's own (what an admin approves). */
  async waitingTarget(): Promise<string> {
    return (await userActor("waitingUser", `${this.marker("waitingUser")}t`, "waiting")).userId!;
  }

  async skipCode(): Promise<string> {
    const admin = await this.actor("admin");
    return (await createSkipCode({ maxUses: 5, createdBy: admin.userId! })).code;
  }
}
