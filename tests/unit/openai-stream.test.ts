// lib/ai/openai-stream.ts reads the Chat Completions stream itself (no SDK): these tests send it
// the protocol's byte-level variations from a real local HTTP server and check what it yields.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { streamCompletion, UpstreamStatusError, UpstreamStreamError, type CompletionChunk } from "@/lib/ai/openai-stream";

type Reply = { status?: number; pieces: (string | Buffer)[]; gapMs?: number; dropReused?: boolean };
let reply: Reply;
let seen: { url: string; auth: string; body: Record<string, unknown> }[] = [];
let sockets = new Set<unknown>();
const server = http.createServer(async (req, res) => {
  // The keep-alive race: the server closes a kept-alive connection just as the client reuses it.
  if (reply.dropReused && sockets.has(req.socket)) return void req.socket.destroy();
  sockets.add(req.socket);
  let raw = "";
  for await (const part of req) raw += part;
  seen.push({ url: req.url ?? "", auth: req.headers.authorization ?? "", body: JSON.parse(raw) as Record<string, unknown> });
  res.writeHead(reply.status ?? 200, { "content-type": reply.status ? "application/json" : "text/event-stream" });
  for (const p of reply.pieces) {
    res.write(p);
    await new Promise((r) => setTimeout(r, reply.gapMs ?? 2));
  }
  res.end();
});
let baseUrl = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }));
beforeEach(() => { seen = []; sockets = new Set(); });

const chunk = (delta: object, finish: string | null = null) => JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] });
const texts = (chunks: CompletionChunk[]) => chunks.map((c) => c.choices?.[0]?.delta?.content ?? "").join("");
async function collect(r: Reply, signal = new AbortController().signal): Promise<CompletionChunk[]> {
  reply = r;
  const out: CompletionChunk[] = [];
  for await (const cs of streamCompletion({ baseUrl, apiKey: "sk-test", body: { model: "m", stream: true }, signal })) out.push(...cs);
  return out;
}

test("posts the body with the key to {base}/chat/completions and yields each chunk until [DONE]", async () => {
  const chunks = await collect({ pieces: [`data: ${chunk({ content: "Hello " })}\n\n`, `data: ${chunk({ content: "there" })}\n\n`, `data: ${chunk({}, "stop")}\n\n`, "data: [DONE]\n\n"] });
  expect(texts(chunks)).toBe("Hello there");
  expect(chunks.at(-1)!.choices![0]!.finish_reason).toBe("stop");
  expect(seen).toEqual([{ url: "/v1/chat/completions", auth: "Bearer sk-test", body: { model: "m", stream: true } }]);
});

test("events split anywhere (inside a line, a JSON string, a UTF-8 character), CRLF line ends, comments and event names", async () => {
  const whole = `: keep-alive\r\n\r\nevent: message\r\ndata: ${chunk({ content: "Caf\u00e9 \u2014 " })}\r\n\r\ndata: ${chunk({ content: "\ud83d\ude00 ok" })}\r\n\r\ndata: [DONE]\r\n\r\n`;
  const bytes = Buffer.from(whole, "utf8");
  // One byte at a time: every boundary, including the middle of a multi-byte character, is crossed.
  const pieces = Array.from(bytes, (b) => Buffer.from([b]));
  const chunks = await collect({ pieces, gapMs: 0 });
  expect(texts(chunks)).toBe("Caf\u00e9 \u2014 \ud83d\ude00 ok");
});

test("a data field over several lines is one JSON value; a last event without its blank line still counts", async () => {
  const chunks = await collect({ pieces: [`data: {"choices":[{"index":0,\ndata: "delta":{"content":"joined"}}]}\n\n`, `data: ${chunk({}, "stop")}`] });
  expect(texts(chunks)).toBe("joined");
  expect(chunks).toHaveLength(2);
});

test("whatever follows [DONE] is not read as chunks", async () => {
  const chunks = await collect({ pieces: [`data: ${chunk({ content: "a" })}\n\ndata: [DONE]\n\ndata: ${chunk({ content: "after" })}\n\n`] });
  expect(texts(chunks)).toBe("a");
});

test("a non-2xx answer throws its status; a chunk that is not JSON a SyntaxError; an error in the stream an UpstreamStreamError", async () => {
  await expect(collect({ status: 429, pieces: ['{"error":{"message":"slow down"}}'] })).rejects.toEqual(expect.objectContaining({ status: 429 }));
  await expect(collect({ status: 500, pieces: ["{}"] })).rejects.toBeInstanceOf(UpstreamStatusError);
  await expect(collect({ pieces: [`data: ${chunk({ content: "a" })}\n\n`, "data: {not json\n\n"] })).rejects.toBeInstanceOf(SyntaxError);
  await expect(collect({ pieces: ['data: {"error":{"message":"overloaded"}}\n\n'] })).rejects.toBeInstanceOf(UpstreamStreamError);
  await expect(collect({ pieces: ['event: error\ndata: {"message":"overloaded"}\n\n'] })).rejects.toBeInstanceOf(UpstreamStreamError);
});

test("aborting the signal mid-stream ends the request (the server sees its connection closed)", async () => {
  const ac = new AbortController();
  reply = { pieces: Array.from({ length: 100 }, (_, i) => `data: ${chunk({ content: `t${i} ` })}\n\n`), gapMs: 10 };
  let closed = false;
  server.once("request", (_req, res: http.ServerResponse) => res.on("close", () => { closed = !res.writableEnded; }));
  const got: string[] = [];
  await expect((async () => {
    for await (const cs of streamCompletion({ baseUrl, apiKey: "k", body: {}, signal: ac.signal })) {
      for (const c of cs) got.push(c.choices![0]!.delta!.content!);
      if (got.length >= 3) ac.abort();
    }
  })()).rejects.toThrow();
  expect(got.slice(0, 3)).toEqual(["t0 ", "t1 ", "t2 "]);
  expect(got.length).toBeLessThan(10);
  await new Promise((r) => setTimeout(r, 50));
  expect(closed).toBe(true);
});

test("consecutive answers reuse one keep-alive connection", async () => {
  const ok = { pieces: [`data: ${chunk({}, "stop")}\n\ndata: [DONE]\n\n`] };
  await collect(ok);
  await collect(ok);
  await collect(ok);
  expect(seen).toHaveLength(3);
  expect(sockets.size).toBe(1);
});

test("a kept-alive connection the server drops as it is reused: the request is sent again on a new one", async () => {
  const ok = { pieces: [`data: ${chunk({ content: "fine" })}\n\n`, `data: ${chunk({}, "stop")}\n\ndata: [DONE]\n\n`] };
  await collect(ok);
  expect(texts(await collect({ ...ok, dropReused: true }))).toBe("fine");
  expect(seen).toHaveLength(2);
  expect(sockets.size).toBe(2);
});

test("a body with characters of several bytes (an em dash, an accent, an emoji) arrives whole, on the retry too", async () => {
  // The body goes out as bytes encoded once; its length must be theirs, not the string's.
  const body = { model: "m", stream: true, messages: [{ role: "user", content: "Caf\u00e9 \u2014 \ud83d\ude00 ".repeat(2000) }] };
  reply = { pieces: [`data: ${chunk({ content: "fine" })}\n\n`, `data: ${chunk({}, "stop")}\n\ndata: [DONE]\n\n`] };
  const run = async () => {
    const out: CompletionChunk[] = [];
    for await (const cs of streamCompletion({ baseUrl, apiKey: "sk-test", body, signal: new AbortController().signal })) out.push(...cs);
    return texts(out);
  };
  expect(await run()).toBe("fine");
  reply = { ...reply, dropReused: true };
  expect(await run()).toBe("fine");
  expect(seen.map((s) => s.body)).toEqual([body, body]);
  expect(sockets.size).toBe(2);
});

test("several kept-alive connections dropped as they are reused: the second try goes on a new connection, not another pooled one", async () => {
  const ok = { pieces: [`data: ${chunk({ content: "fine" })}\n\n`, `data: ${chunk({}, "stop")}\n\ndata: [DONE]\n\n`], gapMs: 20 };
  await Promise.all([collect(ok), collect(ok)]);
  expect(sockets.size).toBe(2);
  expect(texts(await collect({ ...ok, dropReused: true }))).toBe("fine");
  expect(seen).toHaveLength(3);
  expect(sockets.size).toBe(3);
});

test("a connection dropped after the answer started is not sent again", async () => {
  reply = { pieces: [] };
  const cut = http.createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(`data: ${chunk({ content: "half" })}\n\n`, () => setTimeout(() => req.socket.destroy(), 5));
  });
  await new Promise<void>((r) => cut.listen(0, "127.0.0.1", r));
  let requests = 0;
  cut.on("request", () => { requests++; });
  const url = `http://127.0.0.1:${(cut.address() as AddressInfo).port}/v1`;
  const got: CompletionChunk[] = [];
  await expect((async () => {
    for await (const cs of streamCompletion({ baseUrl: url, apiKey: "k", body: {}, signal: new AbortController().signal })) got.push(...cs);
  })()).rejects.toThrow();
  expect(texts(got)).toBe("half");
  expect(requests).toBe(1);
  await new Promise<void>((r) => cut.close(() => r()));
});

test("chunks that arrive while the caller is busy come out together on its next pull, in order, none lost", async () => {
  reply = { pieces: Array.from({ length: 20 }, (_, i) => `data: ${chunk({ content: `t${i} ` })}\n\n`).concat(`data: ${chunk({}, "stop")}\n\ndata: [DONE]\n\n`), gapMs: 1 };
  const pulls: CompletionChunk[][] = [];
  for await (const cs of streamCompletion({ baseUrl, apiKey: "k", body: {}, signal: new AbortController().signal })) {
    pulls.push(cs);
    await new Promise((r) => setTimeout(r, 40)); // a busy event loop: the socket keeps delivering meanwhile
  }
  expect(texts(pulls.flat())).toBe(Array.from({ length: 20 }, (_, i) => `t${i} `).join(""));
  expect(pulls.length).toBeLessThan(8); // one step per pull, not one per token (21 before)
  expect(pulls.flat().at(-1)!.choices![0]!.finish_reason).toBe("stop");
});
