// The one call the app makes to an OpenAI-compatible server, a streamed Chat Completion, over
// node:http(s) with its own Server-Sent Events reading. Why not the SDK over fetch: under load
// (issue 15, third round) fetch's WHATWG streams, undici's wasm HTTP parser and the SDK's stream
// decoder cost about 2 ms of server CPU per answer, more than anything else on the model path;
// this reads the same protocol with Node's native parser and one string buffer.
// Timeouts and stopping stay with the caller (lib/ai/openai-model.ts), through `signal`.
import http from "node:http";
import https from "node:https";
import { finished } from "node:stream";

/** The server answered with a status other than 2xx (its body is not kept: it may echo the prompt). */
export class UpstreamStatusError extends Error {
  constructor(readonly status: number) {
    super(`upstream answered ${status}`);
  }
}

/** The stream itself carried an error (an `event: error`, or a chunk that is `{ error: … }`). */
export class UpstreamStreamError extends Error {}

export type ToolCallDelta = { index: number; id?: string; function?: { name?: string; arguments?: string } };
/** What the app reads of a streamed chunk. */
export type CompletionChunk = {
  choices?: { delta?: { content?: string | null; tool_calls?: ToolCallDelta[] }; finish_reason?: string | null }[];
};

// Keep-alive, as fetch had: a new TCP connection per answer would cost more than the parsing saved.
const agents = { http: new http.Agent({ keepAlive: true }), https: new https.Agent({ keepAlive: true }) };

/**
 * POSTs `body` (streaming) to `{baseUrl}/chat/completions` and yields the chunks' JSON until
 * `[DONE]` or the end of the response: on each pull, every chunk that arrived since the last one,
 * in order (one step through the caller's generators per socket read or busy moment, not per
 * token). Throws UpstreamStatusError for a non-2xx answer, SyntaxError for a chunk that is not
 * JSON, UpstreamStreamError for an error in the stream, and whatever the socket throws (reset,
 * abort through `signal`), each after the chunks that came before it.
 */
export async function* streamCompletion({ baseUrl, apiKey, body, signal }: {
  baseUrl: string; apiKey: string; body: object; signal: AbortSignal;
}): AsyncGenerator<CompletionChunk[]> {
  // Encoded once, to bytes outside V8's heap: the request's text (the system prompt, the history and
  // the tools, ~13 KB) would otherwise be a string flattened for its length and encoded again for the
  // socket, and the copies kept for the retry would outlive the young generation (issue 15, eighth round).
  const res = await post(new URL(`${baseUrl.replace(/\/+$/, "")}/chat/completions`), apiKey, Buffer.from(JSON.stringify(body)), signal);
  if (!res.statusCode || res.statusCode < 200 || res.statusCode > 299) {
    res.resume(); // drained, so the connection can be reused
    throw new UpstreamStatusError(res.statusCode ?? 0);
  }
  res.setEncoding("utf8"); // a character split across two reads is joined before it reaches the buffer
  const events = eventReader();
  let ready: CompletionChunk[] = [];
  let failure: unknown = null;
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  // Pushed, not pulled: what arrives while the caller is busy waits here and goes out in one step.
  // After `[DONE]` the rest is read and dropped, so the connection goes back to the pool.
  res.on("data", (piece: string) => {
    if (events.done || failure) return;
    try {
      events.feed(piece, ready);
    } catch (err) {
      failure = err;
      res.destroy();
    }
    notify();
  });
  finished(res, (err) => {
    ended = true;
    failure ??= err ?? null;
    notify();
  });
  try {
    for (;;) {
      if (ready.length) {
        const out = ready;
        ready = [];
        yield out;
        continue;
      }
      if (failure) throw failure;
      if (ended) break;
      await new Promise<void>((resolve) => { wake = resolve; });
    }
    const last = events.end();
    if (last) yield [last];
  } finally {
    if (!ended) res.destroy(); // the caller stopped reading early
  }
}

/** Server-Sent Events, line by line, across reads: each complete event's chunk is pushed to `out`. */
function eventReader() {
  let buffer = "";
  let data: string[] = [];
  let event = "";
  const reader = {
    /** Set once `[DONE]` was read: nothing after it counts. */
    done: false,
    feed(piece: string, out: CompletionChunk[]) {
      buffer += piece;
      let start = 0;
      for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n", start)) {
        const line = buffer.charCodeAt(nl - 1) === 13 && nl > start ? buffer.slice(start, nl - 1) : buffer.slice(start, nl);
        start = nl + 1;
        if (line === "") {
          // A blank line ends an event; an event without data (a comment, a keep-alive) is nothing.
          if (data.length) {
            const chunk = read(event, data.join("\n"));
            data = [];
            event = "";
            if (chunk === null) { reader.done = true; buffer = ""; return; }
            out.push(chunk);
          }
          continue;
        }
        if (line.startsWith("data:")) data.push(line.slice(line.charCodeAt(5) === 32 ? 6 : 5));
        else if (line.startsWith("event:")) event = line.slice(6).trim();
        // `id:`, `retry:` and `:` comments carry nothing this protocol uses.
      }
      buffer = buffer.slice(start);
    },
    /** A last event the server ended without its blank line (or its last line's end) still counts. */
    end(): CompletionChunk | null {
      if (reader.done) return null;
      if (buffer.startsWith("data:")) data.push(buffer.slice(buffer.charCodeAt(5) === 32 ? 6 : 5).replace(/\r$/, ""));
      return data.length ? read(event, data.join("\n")) : null;
    },
  };
  return reader;
}

/** One event's chunk; null for `[DONE]`. */
function read(event: string, data: string): CompletionChunk | null {
  if (data === "[DONE]") return null;
  if (event === "error") throw new UpstreamStreamError("upstream sent an error event");
  const chunk = JSON.parse(data) as CompletionChunk & { error?: unknown };
  if (chunk && typeof chunk === "object" && chunk.error) throw new UpstreamStreamError("upstream sent an error chunk");
  return chunk;
}

/**
 * Sends the request. A kept-alive connection that the server closes just as it is reused (its idle
 * timeout, typically 5 s, against our reuse) fails with a reset before any answer: that request is
 * sent once more on a new connection, as Node's documentation advises (`reusedSocket`). Without
 * it, a burst after a quiet moment lost some answers ("could not answer"); a reset after the
 * answer started, or on a new connection, is not retried. The second try bypasses the pool: when the
 * server closes many idle connections at once, the next pooled one is as likely to be closing too
 * (the likely cause of the 2–14 answers bench/load.ts lost at 200 in some runs, after the 100 level).
 */
function post(url: URL, apiKey: string, body: Buffer, signal: AbortSignal, retry = true): Promise<http.IncomingMessage> {
  // Kept for the retry until the answer starts, not for the whole answer (the request's listeners
  // live as long as its stream; `body` itself is not used in them, so they do not hold it).
  let payload: Buffer | null = body;
  const length = body.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    const https_ = url.protocol === "https:";
    const req = (https_ ? https : http).request(url, {
      method: "POST",
      agent: retry ? (https_ ? agents.https : agents.http) : false,
      signal,
      headers: {
        authorization: `Bearer ${apiKey}`,
        "content-type": "application/json",
        accept: "text/event-stream",
        "content-length": length,
      },
    }, (res) => {
      answered = true;
      payload = null;
      resolve(res);
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      const staleConnection = req.reusedSocket && (err.code === "ECONNRESET" || err.code === "EPIPE");
      if (retry && !answered && payload && staleConnection && !signal.aborted) resolve(post(url, apiKey, payload, signal, false));
      else reject(err);
    });
    req.end(payload);
  });
}
