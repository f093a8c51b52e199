import { DELTA_BATCH_MS, eventStream } from "@/lib/chat/sse";

// lib/chat/sse.ts joins deltas that arrive within DELTA_BATCH_MS of the last write into one event.
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(work: (emit: (e: string, d: unknown) => void) => Promise<unknown>) {
  const res = await eventStream(async ({ emit }) => work(emit), new AbortController());
  const events = (await res.text()).split("\n\n").filter(Boolean).map((b) => ({
    event: /^event: (.*)$/m.exec(b)![1],
    data: JSON.parse(/^data: (.*)$/m.exec(b)![1]!) as { text?: string },
  }));
  return { events, deltas: events.filter((e) => e.event === "delta").map((e) => e.data.text) };
}

test("tokens arriving together go out as few deltas, in order, and before done", async () => {
  const { events, deltas } = await run(async (emit) => {
    emit("user", { id: "u1" });
    for (let i = 0; i < 50; i++) emit("delta", { text: `t${i} ` });
    return { ok: true };
  });
  expect(deltas.join("")).toBe(Array.from({ length: 50 }, (_, i) => `t${i} `).join(""));
  expect(deltas.length).toBeLessThanOrEqual(2);
  expect(deltas[0]).toBe("t0 "); // the first token is not held back
  expect(events.map((e) => e.event)).toEqual(["user", ...deltas.map(() => "delta"), "done"]);
});

test("a model writing every 20 ms costs a write per batch window, not per token, and loses nothing", async () => {
  const { deltas } = await run(async (emit) => {
    for (let i = 0; i < 15; i++) {
      emit("delta", { text: `m${i} ` });
      await sleep(20);
    }
    return {};
  });
  expect(deltas.join("")).toBe(Array.from({ length: 15 }, (_, i) => `m${i} `).join(""));
  expect(deltas[0]).toBe("m0 ");
  // 300 ms of tokens: the first at once, then one write per 100 ms window (30 ms windows made seven or more).
  expect(deltas.length).toBeLessThanOrEqual(5);
});

test("tokens spaced wider than the batch window each get their own delta", async () => {
  const { deltas } = await run(async (emit) => {
    for (let i = 0; i < 4; i++) {
      emit("delta", { text: `w${i}` });
      await sleep(DELTA_BATCH_MS + 30);
    }
    return {};
  });
  expect(deltas).toEqual(["w0", "w1", "w2", "w3"]);
});

test("a failure after some tokens still sends the pending text before the error event", async () => {
  const { events } = await run(async (emit) => {
    emit("delta", { text: "a" });
    emit("delta", { text: "b" });
    throw new Error("boom");
  });
  expect(events.map((e) => [e.event, e.data.text ?? null])).toEqual([["delta", "a"], ["delta", "b"], ["error", null]]);
});
