// The answer writer's cadence (issue 13 item 8, issue 15's CPU per chat): the growing text reaches
// the database at most every FLUSH_MS, not once per token; nothing is lost at the end; a flush that
// finds the stop flag aborts the answer.
import { answerWriter, FLUSH_MS } from "@/lib/chat/answer-writer";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A row in memory standing in for the messages table: what was written, and whether it is still live. */
function fakeRow() {
  const writes: { at: number; content: string }[] = [];
  const row = { live: true, writes, write: async ({ content }: { id: string; content: string }) => {
    writes.push({ at: Date.now(), content });
    return row.live;
  } };
  return row;
}

test("100 tokens over about 1.5 s are written a handful of times, never closer than FLUSH_MS, ending with the whole text", async () => {
  const row = fakeRow();
  const controller = new AbortController();
  const w = answerWriter({ id: "a", controller, write: row.write });
  let text = "";
  for (let i = 0; i < 100; i++) {
    const t = `tok${i} `;
    text += t;
    w.append(t);
    await sleep(15);
  }
  await sleep(FLUSH_MS + 100);
  await w.close();
  expect(row.writes.length).toBeGreaterThanOrEqual(3);
  expect(row.writes.length).toBeLessThanOrEqual(10);
  for (let i = 1; i < row.writes.length; i++) expect(row.writes[i]!.at - row.writes[i - 1]!.at).toBeGreaterThanOrEqual(FLUSH_MS - 20);
  expect(row.writes.at(-1)!.content).toBe(text);
  // The text as streamed is the writer's (the answer keeps no second copy): after close too.
  expect(w.text).toBe(text);
  expect(controller.signal.aborted).toBe(false);
});

test("a slow write does not stretch the cadence: while tokens arrive, writes start every FLUSH_MS, not FLUSH_MS after the last one ended", async () => {
  const starts: number[] = [];
  const w = answerWriter({ id: "a", controller: new AbortController(), write: async () => {
    starts.push(Date.now());
    await sleep(250); // a loaded database: long enough that a chained cadence (FLUSH_MS + 250) stands well apart from jitter
    return true;
  } });
  for (let i = 0; i < 120; i++) {
    w.append(`t${i} `);
    await sleep(10);
  }
  await w.close();
  expect(starts.length).toBeGreaterThanOrEqual(3);
  // Gaps of FLUSH_MS + 250 would mean each flush waited for the previous write to end first; up to 150 ms
  // of timer jitter on a loaded machine is allowed.
  for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeLessThan(FLUSH_MS + 150);
});

test("a flush that finds the row no longer 'streaming' (a stop on any server) aborts the answer", async () => {
  const row = fakeRow();
  const controller = new AbortController();
  const w = answerWriter({ id: "a", controller, write: row.write });
  w.append("first words ");
  await sleep(FLUSH_MS + 50);
  expect(controller.signal.aborted).toBe(false);
  row.live = false;
  w.append("more words ");
  await sleep(FLUSH_MS + 50);
  expect(controller.signal.aborted).toBe(true);
  await w.close();
});

test("close stops writing: nothing is written after it (the final save owns the row)", async () => {
  const row = fakeRow();
  const w = answerWriter({ id: "a", controller: new AbortController(), write: row.write });
  w.append("a");
  await w.close();
  const n = row.writes.length;
  w.append("b");
  await sleep(FLUSH_MS + 50);
  expect(row.writes.length).toBe(n);
});
