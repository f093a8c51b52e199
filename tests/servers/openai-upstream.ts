// A local server that speaks the OpenAI Chat Completions streaming protocol, for tests and the
// TTFT bench. Behaviour is chosen per request by a marker in the last user message:
//   [[tools]]      first asks for search_products + get_verses, then answers from the tool results
//   [[error500]]   500 JSON error          [[error429]]  429 JSON error
//   [[badjson]]    a few chunks, then a chunk that is not JSON
//   [[cut]]        a few chunks, then the socket is destroyed mid-answer
//   [[slow]]       headers at once, first chunk only after `slowFirstTokenMs`
//   [[hang]]       never answers at all (not even headers)
//   [[stall]]      two chunks, then silence longer than `slowFirstTokenMs`
//   [[drip]]       many chunks `dripMs` apart (for stopping mid-answer)
//   [[fakeref]]    an answer citing a real and an invented scripture reference
//   [[length]]     a few words, then finish_reason "length" (the max_tokens cap was reached)
//   [[<name>]]     the text a test scripted with `up.scripts.set("<name>", text)`, or the tool calls
//                  it scripted with `up.toolScripts.set("<name>", calls)`: asked for first, then an
//                  answer listing the products the tool returned with a link
//   anything else  "You asked: <question>" streamed in word chunks
// Every request body is recorded in `requests` so tests can assert what the model was sent.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type UpstreamRequest = {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  messages: { role: string; content: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
};

export type UpstreamOptions = { tokenDelayMs?: number; slowFirstTokenMs?: number; dripMs?: number; dripChunks?: number };

export type Upstream = {
  url: string;
  requests: UpstreamRequest[];
  /** Requests whose connection the client closed before the answer ended. */
  aborted: number;
  /** Scripted answers by marker: a last user message containing [[name]] gets scripts.get(name). */
  scripts: Map<string, string>;
  /** Scripted tool calls by marker (see above). */
  toolScripts: Map<string, { name: string; arguments: Record<string, unknown> }[]>;
  close: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({
    id: "chatcmpl-test", object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model: "test-model",
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

const words = (text: string) => text.match(/\S+\s*/g) ?? [];

export async function startOpenAIUpstream(options: UpstreamOptions = {}): Promise<Upstream> {
  const state: Upstream = { url: "", requests: [], aborted: 0, scripts: new Map(), toolScripts: new Map(), close: async () => {} };
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const part of req) raw += part;
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const body = JSON.parse(raw) as UpstreamRequest;
    state.requests.push(body);
    let closed = false;
    res.on("close", () => { if (!res.writableEnded) { closed = true; state.aborted++; } });
    const lastUser = [...body.messages].reverse().find((m) => m.role === "user")?.content ?? "";
    const hasToolResults = body.messages.some((m) => m.role === "tool");
    const marker = /\[\[(\w+)\]\]/.exec(lastUser)?.[1] ?? "";

    if (marker === "hang") {
      await sleep(options.slowFirstTokenMs ?? 5000);
      if (!closed) res.writeHead(200, { "content-type": "text/event-stream" }).end("data: [DONE]\n\n");
      return;
    }
    if (marker === "error500" || marker === "error429") {
      const status = marker === "error500" ? 500 : 429;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { message: status === 500 ? "upstream exploded" : "Rate limit reached", type: "server_error", code: null } }));
      return;
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    const send = async (text: string) => {
      if (closed) return;
      res.write(text);
      if (options.tokenDelayMs) await sleep(options.tokenDelayMs);
    };
    const streamText = async (text: string) => {
      await send(chunk({ role: "assistant", content: "" }));
      for (const w of words(text)) await send(chunk({ content: w }));
      await send(chunk({}, "stop"));
      if (!closed) res.end("data: [DONE]\n\n");
    };

    const scriptedCalls = state.toolScripts.get(marker);
    if (scriptedCalls && !hasToolResults) {
      await send(chunk({ role: "assistant", content: null }));
      for (const [index, call] of scriptedCalls.entries()) {
        await send(chunk({ tool_calls: [{ index, id: `call_${index}`, type: "function", function: { name: call.name, arguments: JSON.stringify(call.arguments) } }] }));
      }
      await send(chunk({}, "tool_calls"));
      res.end("data: [DONE]\n\n");
      return;
    }
    if (marker === "tools" && !hasToolResults) {
      await send(chunk({ role: "assistant", content: null }));
      await send(chunk({ tool_calls: [{ index: 0, id: "call_products", type: "function", function: { name: "search_products", arguments: "" } }] }));
      await send(chunk({ tool_calls: [{ index: 0, function: { arguments: '{"query":"beginner drone",' } }] }));
      await send(chunk({ tool_calls: [{ index: 0, function: { arguments: '"category":"drones","limit":3}' } }] }));
      await send(chunk({ tool_calls: [{ index: 1, id: "call_verses", type: "function", function: { name: "get_verses", arguments: '{"reference":"Proverbs 15:22"}' } }] }));
      await send(chunk({}, "tool_calls"));
      res.end("data: [DONE]\n\n");
      return;
    }
    if (marker === "tools" || scriptedCalls) {
      const results = body.messages.filter((m) => m.role === "tool").map((m) => JSON.parse(m.content ?? "{}") as Record<string, unknown>);
      // Like a well-behaved model: only products the tool gave a link (good matches) become picks.
      const products = ((results.find((r) => "products" in r)?.products ?? []) as { name: string; link?: string }[]).filter((p) => p.link);
      const verses = (results.find((r) => "verses" in r)?.verses ?? []) as { reference: string; text: string }[];
      const picks = products.slice(0, 2).map((p, i) => `${i + 1}. [${p.name}](${p.link})`).join("\n");
      const verse = verses[0] ? `> ${verses[0].text}\n\n— ${verses[0].reference} (WEB)` : "";
      await streamText(`Here are two picks:\n\n${picks}\n\n${verse}`);
      return;
    }
    if (marker === "badjson") {
      await send(chunk({ role: "assistant", content: "Starting " }));
      await send(chunk({ content: "fine, " }));
      await send("data: {this is not json\n\n");
      await send(chunk({}, "stop"));
      res.end("data: [DONE]\n\n");
      return;
    }
    if (marker === "cut") {
      await send(chunk({ role: "assistant", content: "This answer " }));
      await send(chunk({ content: "will be " }));
      await sleep(20);
      res.socket?.destroy();
      return;
    }
    if (marker === "stall") {
      await send(chunk({ role: "assistant", content: "Thinking about " }));
      await send(chunk({ content: "it... " }));
      await sleep(options.slowFirstTokenMs ?? 5000);
      await send(chunk({}, "stop"));
      if (!closed) res.end("data: [DONE]\n\n");
      return;
    }
    if (marker === "slow") {
      res.flushHeaders();
      await sleep(options.slowFirstTokenMs ?? 5000);
      await streamText("Finally here.");
      return;
    }
    if (marker === "drip") {
      await send(chunk({ role: "assistant", content: "" }));
      for (let i = 0; i < (options.dripChunks ?? 200) && !closed; i++) {
        await send(chunk({ content: `part${i} ` }));
        await sleep(options.dripMs ?? 30);
      }
      await send(chunk({}, "stop"));
      if (!closed) res.end("data: [DONE]\n\n");
      return;
    }
    if (marker === "length") {
      await send(chunk({ role: "assistant", content: "This answer goes on " }));
      await send(chunk({ content: "and on" }));
      await send(chunk({}, "length"));
      if (!closed) res.end("data: [DONE]\n\n");
      return;
    }
    const scripted = state.scripts.get(marker);
    if (scripted !== undefined) {
      await streamText(scripted);
      return;
    }
    if (marker === "fakeref") {
      await streamText("Trust matters. Proverbs 3:5 is a good guide, and so is Proverbs 45:3 for patience.");
      return;
    }
    await streamText(`You asked: ${lastUser}`);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () => new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return state;
}
