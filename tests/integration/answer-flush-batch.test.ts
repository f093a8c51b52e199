// Answers streaming together flush their growing text in one statement (lib/chat/flush-batch.ts,
// issue 15 fifth round). What a follower reads must be what each writer flushed, a stop asked on
// one answer must reach only that answer's writer, and a row the database refuses must not hold
// back the others' text.
export {}; // a module, so its top-level names are its own
let dbHelpers: typeof import("../helpers/db");
let fx: typeof import("./chat-fixtures");
let batch: typeof import("@/lib/chat/flush-batch");
let rows: typeof import("@/lib/db/queries/answer-rows");
let msgs: typeof import("@/lib/db/queries/messages");
let convs: typeof import("@/lib/db/queries/conversations");
jest.setTimeout(30_000);

beforeAll(async () => {
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  batch = await import("@/lib/chat/flush-batch");
  rows = await import("@/lib/db/queries/answer-rows");
  msgs = await import("@/lib/db/queries/messages");
  convs = await import("@/lib/db/queries/conversations");
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
});

/** A conversation with a question and its answer's row being written (status 'streaming'). */
async function streamingAnswer() {
  const user = await fx.makeUser();
  const conversation = await convs.insertConversation({ owner: { kind: "user", userId: user.id }, title: "Tents" });
  const question = await msgs.insertMessage({ conversationId: conversation.id, role: "user", content: "Which tent?" });
  const answer = await msgs.insertMessage({ conversationId: conversation.id, parentId: question.id, role: "assistant", content: "", status: "streaming" });
  return { conversationId: conversation.id, id: answer.id };
}
const storedText = async (a: { conversationId: string; id: string }) =>
  (await rows.findAnswerRow({ conversationId: a.conversationId, messageId: a.id }))?.content;

test("flushes due together each store their own text, and each writer learns whether its row is still streaming", async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, streamingAnswer));
  // A stop asked for the third answer (on any server) sets its flag; only its writer must see it.
  await rows.requestStop({ conversationId: answers[2]!.conversationId });
  const live = await Promise.all(answers.map((a, i) => batch.flushInBatch({ id: a.id, content: `answer ${i} so far, "quoted" and ünïcode ` })));
  expect(live).toEqual([true, true, false, true, true]);
  for (const [i, a] of answers.entries()) {
    expect(await storedText(a)).toBe(i === 2 ? "" : `answer ${i} so far, "quoted" and ünïcode `);
  }
  // A second round of the same writers overwrites with the longer text.
  await Promise.all([answers[0]!, answers[1]!].map((a) => batch.flushInBatch({ id: a.id, content: "longer text now" })));
  expect(await storedText(answers[0]!)).toBe("longer text now");
  expect(await storedText(answers[1]!)).toBe("longer text now");
});

test("a text the database refuses fails only its own flush; the answers batched with it are still written", async () => {
  const [good, bad, other] = await Promise.all([streamingAnswer(), streamingAnswer(), streamingAnswer()]);
  const outcomes = await Promise.allSettled([
    batch.flushInBatch({ id: good!.id, content: "fine text" }),
    batch.flushInBatch({ id: bad!.id, content: "a NUL \u0000 in the model's text" }),
    batch.flushInBatch({ id: other!.id, content: "also fine" }),
  ]);
  expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(await storedText(good!)).toBe("fine text");
  expect(await storedText(other!)).toBe("also fine");
  expect(await storedText(bad!)).toBe("");
});

test("a flush alone in its turn is written too", async () => {
  const a = await streamingAnswer();
  expect(await batch.flushInBatch({ id: a.id, content: "just this one" })).toBe(true);
  expect(await storedText(a)).toBe("just this one");
});
