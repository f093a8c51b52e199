// Issue 13 items 3-5: rename, search (hidden conversations stay out unless revealed this session),
// share links (snapshot, list, revoke, deleted → 404) and that a share grants nothing else.
import "./chat-env";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import * as list from "@/app/api/conversations/route";
import * as one from "@/app/api/conversations/[id]/route";
import * as messages from "@/app/api/conversations/[id]/messages/route";
import * as search from "@/app/api/conversations/search/route";
import * as share from "@/app/api/conversations/[id]/share/route";
import * as shareLink from "@/app/api/conversations/[id]/share/[linkId]/route";
import { readSharedConversation } from "@/lib/chat/share";
import { getDb } from "@/lib/db/client";
import { shareLinks } from "@/lib/db/schema";
import { makeUser, makeVisitor, type Cookies } from "./chat-fixtures";
import { conversationWith, hideIt, messagesOf } from "./chat-keep-fixtures";

jest.setTimeout(60_000);
beforeAll(async () => { await openTestDb(); }, 60_000);
afterAll(async () => { await closeTestDb(); });

const find = (cookies: Cookies, q: string, revealed: string[] = []) =>
  call(search.GET, { path: `/api/conversations/search?q=${encodeURIComponent(q)}${revealed.length ? `&revealed=${revealed.join(",")}` : ""}`, cookies });
const tokenOf = (url: string) => url.replace("/share/", "");

describe("rename", () => {
  test("keeps the title as typed (trimmed, any language); bad titles are 400 and change nothing; strangers get 404", async () => {
    const owner = await makeUser();
    const id = await conversationWith(owner.cookies, [], "Strollers");
    const rename = (cookies: Cookies, title: unknown) => call(one.PATCH, { method: "PATCH", params: { id }, body: { title }, cookies });
    for (const bad of ["   ", "", "x".repeat(101), 42]) {
      const r = await rename(owner.cookies, bad);
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe("validation_failed");
    }
    expect((await rename((await makeUser()).cookies, "Mine now")).status).toBe(404);
    expect((await rename(makeVisitor().cookies, "Mine now")).status).toBe(404);
    expect((await call(one.PATCH, { method: "PATCH", params: { id }, body: { title: "x" } })).status).toBe(401);
    const ok = await rename(owner.cookies, "  Cámara para mi hija  ");
    expect(ok.status).toBe(200);
    expect(ok.json.title).toBe("Cámara para mi hija");
    expect("x".repeat(100)).toHaveLength(100);
    expect((await rename(owner.cookies, "y".repeat(100))).status).toBe(200);
    await rename(owner.cookies, "Cámara para mi hija");
    // A later question does not overwrite a title the person chose.
    await call(messages.POST, { method: "POST", params: { id }, body: { content: "Which mirrorless camera for a beginner?" }, cookies: owner.cookies });
    const listed = (await call(list.GET, { cookies: owner.cookies })).json as { id: string; title: string }[];
    expect(listed.find((c) => c.id === id)!.title).toBe("Cámara para mi hija");
  });
});

describe("search", () => {
  test("finds titles and message text by whole and partial words, marks the match, and never shows hidden ones unless revealed", async () => {
    const owner = await makeUser();
    const jogging = await conversationWith(owner.cookies, ["I need a jogging stroller for gravel paths"]);
    const secret = await conversationWith(owner.cookies, ["A stroller as a surprise gift for my sister"]);
    await hideIt(secret, owner.cookies);
    const titled = await conversationWith(owner.cookies, [], "Birthday ideas for Grandpa");

    const r = await find(owner.cookies, "stroll");
    expect(r.status).toBe(200);
    expect(r.json.results.map((x: { conversationId: string }) => x.conversationId)).toEqual([jogging]);
    const hit = r.json.results[0];
    expect(hit.snippet.filter((p: { hit: boolean }) => p.hit).map((p: { text: string }) => p.text.toLowerCase())).toContain("stroll");
    const gravel = (await find(owner.cookies, "gravel")).json.results[0];
    expect(gravel.snippet.map((p: { text: string }) => p.text).join("")).toContain("jogging stroller for gravel paths");
    expect(gravel.snippet.filter((p: { hit: boolean }) => p.hit).map((p: { text: string }) => p.text)).toEqual(["gravel"]);

    // The middle of a word (no full-text prefix can find it) falls back to a substring match.
    expect((await find(owner.cookies, "ravel")).json.results.map((x: { conversationId: string }) => x.conversationId)).toEqual([jogging]);
    expect((await find(owner.cookies, "grandpa")).json.results.map((x: { conversationId: string }) => x.conversationId)).toEqual([titled]);

    // Revealed in this session: the client names it, and it is the caller's.
    const revealed = await find(owner.cookies, "stroller", [secret]);
    expect(revealed.json.results.map((x: { conversationId: string }) => x.conversationId).sort()).toEqual([jogging, secret].sort());
    expect(revealed.json.results.find((x: { conversationId: string }) => x.conversationId === secret).isHidden).toBe(true);

    // Nobody else finds any of it, even naming the ids.
    const stranger = await makeUser();
    expect((await find(stranger.cookies, "stroller", [secret, jogging])).json.results).toEqual([]);
    expect((await find(makeVisitor().cookies, "stroller", [secret])).json.results).toEqual([]);
    expect((await find({}, "stroller")).status).toBe(401);
  });

  test("message text comes back as text parts, so markup in a message cannot inject anything", async () => {
    const owner = await makeUser();
    await conversationWith(owner.cookies, ['Is <img src=x onerror="alert(1)"> a good kettle?']);
    const r = await find(owner.cookies, "onerror");
    const parts = r.json.results[0].snippet as { text: string; hit: boolean }[];
    expect(parts.map((p) => p.text).join("")).toContain('<img src=x onerror="alert(1)">');
    expect(Object.keys(r.json.results[0]).sort()).toEqual(["conversationId", "isHidden", "messageId", "snippet", "title", "updatedAt"]);
  });

  test("bad input is a 400", async () => {
    const owner = await makeUser();
    for (const path of ["/api/conversations/search", "/api/conversations/search?q=%20%20", `/api/conversations/search?q=${"a".repeat(101)}`, "/api/conversations/search?q=tent&revealed=not-an-id"]) {
      const r = await call(search.GET, { path, cookies: owner.cookies });
      expect(r.status).toBe(400);
      expect(r.json.error.code).toBe("validation_failed");
    }
  });
});

describe("share links", () => {
  test("a snapshot: later messages never show; listed, revoked → gone; a stranger can neither manage it nor read the conversation", async () => {
    const owner = await makeUser();
    const id = await conversationWith(owner.cookies, ["What is a good tent for two people?"]);
    const created = await call(share.POST, { method: "POST", params: { id }, cookies: owner.cookies });
    expect(created.status).toBe(201);
    expect(created.json.url).toMatch(/^\/share\/[A-Za-z0-9_-]{22}$/);
    expect(created.json.messageCount).toBe(2);
    const stored = await (await getDb()).select({ tokenHash: shareLinks.tokenHash }).from(shareLinks);
    expect(stored.some((s) => s.tokenHash.includes(tokenOf(created.json.url)))).toBe(false);

    await call(messages.POST, { method: "POST", params: { id }, body: { content: "And one under $100?" }, cookies: owner.cookies });
    const shared = await readSharedConversation(tokenOf(created.json.url));
    expect(shared!.snapshot.map((m) => m.content)[0]).toBe("What is a good tent for two people?");
    expect(shared!.snapshot).toHaveLength(2);
    expect(await readSharedConversation("AAAAAAAAAAAAAAAAAAAAAA")).toBeNull();

    const listed = await call(share.GET, { params: { id }, cookies: owner.cookies });
    expect(listed.json.links.map((l: { id: string }) => l.id)).toEqual([created.json.id]);
    expect(JSON.stringify(listed.json)).not.toContain(tokenOf(created.json.url));

    for (const stranger of [await makeUser(), makeVisitor()]) {
      expect((await call(share.GET, { params: { id }, cookies: stranger.cookies })).status).toBe(404);
      expect((await call(share.POST, { method: "POST", params: { id }, cookies: stranger.cookies })).status).toBe(404);
      expect((await call(shareLink.DELETE, { method: "DELETE", params: { id, linkId: created.json.id }, cookies: stranger.cookies })).status).toBe(404);
      // Holding the link does not open the source conversation.
      expect((await call(messages.GET, { params: { id }, cookies: stranger.cookies })).status).toBe(404);
    }
    expect(await readSharedConversation(tokenOf(created.json.url))).not.toBeNull();

    const revoked = await call(shareLink.DELETE, { method: "DELETE", params: { id, linkId: created.json.id }, cookies: owner.cookies });
    expect(revoked.status).toBe(200);
    expect(await readSharedConversation(tokenOf(created.json.url))).toBeNull();
    expect((await call(share.GET, { params: { id }, cookies: owner.cookies })).json.links).toEqual([]);
    expect((await call(shareLink.DELETE, { method: "DELETE", params: { id, linkId: created.json.id }, cookies: owner.cookies })).status).toBe(404);
  });

  test("deleting or hiding the conversation takes its links down; hidden or empty conversations cannot be shared", async () => {
    const owner = await makeUser();
    const id = await conversationWith(owner.cookies, ["Best budget blender?"]);
    const link = (await call(share.POST, { method: "POST", params: { id }, cookies: owner.cookies })).json.url as string;
    await hideIt(id, owner.cookies);
    expect(await readSharedConversation(tokenOf(link))).toBeNull();
    const before = (await (await getDb()).select({ id: shareLinks.id }).from(shareLinks)).length;
    const refused = await call(share.POST, { method: "POST", params: { id }, cookies: owner.cookies });
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toMatch(/Hidden conversations cannot be shared/);
    expect((await (await getDb()).select({ id: shareLinks.id }).from(shareLinks)).length).toBe(before);

    const other = await conversationWith(owner.cookies, ["Quiet dishwasher?"]);
    const otherLink = (await call(share.POST, { method: "POST", params: { id: other }, cookies: owner.cookies })).json.url as string;
    expect(await readSharedConversation(tokenOf(otherLink))).not.toBeNull();
    expect((await call(one.DELETE, { method: "DELETE", params: { id: other }, cookies: owner.cookies })).status).toBe(200);
    expect(await readSharedConversation(tokenOf(otherLink))).toBeNull();

    const empty = await conversationWith(owner.cookies, []);
    expect((await call(share.POST, { method: "POST", params: { id: empty }, cookies: owner.cookies })).status).toBe(409);
    expect(await messagesOf(empty, owner.cookies)).toEqual([]);
  });
});

test("a query with no letters or digits still answers (substring match only), never a 500", async () => {
  const owner = await makeUser();
  await conversationWith(owner.cookies, ["Is 50% off a good deal?"]);
  for (const q of ["%", "\uFFFD\uFFFD", "&|!:*()'"]) {
    const r = await find(owner.cookies, q);
    expect(r.status).toBe(200);
  }
  expect((await find(owner.cookies, "%")).json.results).toHaveLength(1);
  // "_" and "%" are literal characters, never LIKE wildcards: "_%_" (which as a pattern matches any text) is
  // nowhere in the conversation, and any hit for "_" is an underscore the answer really contains.
  expect((await find(owner.cookies, "_%_")).json.results).toHaveLength(0);
  const underscores: { snippet: { hit: boolean; text: string }[] }[] = (await find(owner.cookies, "_")).json.results;
  for (const r of underscores) expect(r.snippet.filter((s) => s.hit).every((s) => s.text === "_")).toBe(true);
});
