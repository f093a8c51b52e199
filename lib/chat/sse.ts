import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { ApiError, databaseUnavailable } from "@/lib/http/errors";
import { log, safeError } from "@/lib/http/log";

export type EventSink = {
  /** Sends one Server-Sent Event (data is JSON); `id` becomes the event's id (a reconnect's Last-Event-ID). */
  emit: (event: string, data: unknown, id?: string) => void;
  /** From here on failures travel as `event: error` (before it they are ordinary JSON errors). */
  begin: () => void;
  /** emit("delta", { text }, id) without building the object per token (the answer's hot path). */
  delta: (text: string, id: string) => void;
};

// 100 ms: ten updates a second still reads as streaming, and a model writing a token every 20 ms
// costs about twelve socket writes per answer instead of thirty (issue 15, second round).
export const DELTA_BATCH_MS = 100;
const isDelta = (d: unknown): d is { text: string } =>
  !!d && typeof d === "object" && Object.keys(d).length === 1 && typeof (d as { text?: unknown }).text === "string";

/** True when the client asked for Server-Sent Events. */
export const wantsEventStream = (req: Request) => (req.headers.get("accept") ?? "").includes("text/event-stream");

/**
 * Runs `work` and answers with an event stream. Until `begin()` (or the first event), a failure
 * is thrown to the caller, so bad input, 404 and quota stay plain JSON errors with their status.
 * After it, a failure becomes `event: error` {code, message}; the result becomes `event: done`
 * (an undefined result ends the stream without one: the reader reconnects).
 * Closing the stream (the browser went away) aborts `abort` when one is given; answers pass none,
 * since they go on being written for a reader who comes back (stopping is an explicit call).
 */
export async function eventStream(work: (sink: EventSink) => Promise<unknown>, abort?: AbortController): Promise<Response> {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => { controller = c; },
    cancel: () => { open = false; abort?.abort(); },
  });
  let begun = false;
  let markBegun!: () => void;
  const begunSignal = new Promise<void>((resolve) => { markBegun = resolve; });
  const begin = () => { begun = true; markBegun(); };
  // Events written in the same tick (`user` then `answer`; the last delta then `done`) leave as
  // one chunk: each chunk is a trip through the web stream Next pipes and a socket write.
  let out = "";
  const send = () => {
    const text = out;
    out = "";
    if (!open || !text) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      open = false;
    }
  };
  const write = (event: string, data: unknown, id?: string) => {
    if (!open) return;
    if (!out) queueMicrotask(send);
    out += `${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
  };
  // Deltas that arrive within DELTA_BATCH_MS of the last write travel together as one delta (the
  // texts joined): one socket write and one stream chunk per batch instead of per token, which was
  // a sixth of the server's busy time under load. The first delta goes at once (time to first token).
  // A batch carries the id of its last delta (the answer's length so far: the resume offset).
  let pending = "";
  let pendingId: string | undefined;
  let lastWrite = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    if (timer) { clearTimeout(timer); timer = null; }
    if (!pending) return;
    const text = pending;
    pending = "";
    lastWrite = Date.now();
    write("delta", { text }, pendingId);
  };
  const delta = (text: string, id?: string) => {
    begin();
    pending += text;
    pendingId = id;
    const since = Date.now() - lastWrite;
    if (since >= DELTA_BATCH_MS) flush();
    else timer ??= setTimeout(flush, DELTA_BATCH_MS - since);
  };
  const emit = (event: string, data: unknown, id?: string) => {
    if (event === "delta" && isDelta(data)) return delta(data.text, id);
    begin();
    flush();
    write(event, data, id);
  };
  const job = work({ emit, begin, delta }).then(
    (done) => { if (done !== undefined) emit("done", done); },
    (err: unknown) => {
      if (!begun) throw err;
      const apiErr = err instanceof ApiError ? err : isDatabaseUnavailable(err) ? databaseUnavailable() : null;
      if (!apiErr) log("error", "stream failed", { error: safeError(err) });
      emit("error", { code: apiErr?.code ?? "internal", message: apiErr?.message ?? "Something went wrong on our side. Please try again." });
    },
  ).finally(() => {
    if (timer) clearTimeout(timer);
    if (!begun || !open) return;
    send();
    open = false;
    try { controller.close(); } catch { /* already closed by the client */ }
  });
  await Promise.race([begunSignal, job]);
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
