// Answers that finish in the same turn are saved in one statement (lib/chat/finish-batch.ts, issue 15
// seventh round). Each must store and return exactly what it would alone (its own text, status, help
// card, engine and time), bump its own conversation, and an answer the database refuses must not
// lose the answers saved with it.
export {}; // a module, so its top-level names are its own
let dbHelpers: typeof import("../helpers/db");
let fx: typeof import("./chat-fixtures");
let batch: typeof import("@/lib/chat/finish-batch");
let rows: typeof import("@/lib/db/queries/answer-rows");
let msgs: typeof import("@/lib/db/queries/messages");
let convs: typeof import("@/lib/db/queries/conversations");
let client: typeof import("@/lib/db/client");
let schema: typeof import("@/lib/db/schema");
let orm: typeof import("drizzle-orm");
jest.setTimeout(30_000);

beforeAll(async () => {
  dbHelpers = await import("../helpers/db");
  await dbHelpers.openTestDb();
  fx = await import("./chat-fixtures");
  batch = await import("@/lib/chat/finish-batch");
  rows = await import("@/lib/db/queries/answer-rows");
  msgs = await import("@/lib/db/queries/messages");
  convs = await import("@/lib/db/queries/conversations");
  client = await import("@/lib/db/client");
  schema = await import("@/lib/db/schema");
  orm = await import("drizzle-orm");
}, 60_000);
afterAll(async () => {
  await dbHelpers?.closeTestDb();
});

/** A conversation with a question and its answer's row being written (status 'streaming'). */
async function streamingAnswer() {
  const user = await fx.makeUser();
  const owner = { kind: "user" as const, userId: user.id };
  const conversation = await convs.insertConversation({ owner, title: "Tents" });
  const question = await msgs.insertMessage({ conversationId: conversation.id, role: "user", content: "Which tent?" });
  const answer = await msgs.insertMessage({ conversationId: conversation.id, parentId: question.id, role: "assistant", content: "so far", status: "streaming" });
  return { conversationId: conversation.id, id: answer.id, owner, before: conversation.updatedAt };
}

async function stored(id: string) {
  const db = await client.getDb();
  const [row] = await db.select({
    content: schema.messages.content, status: schema.messages.status, helpCard: schema.messages.helpCard,
    engine: schema.messages.engine, latencyMs: schema.messages.latencyMs,
  }).from(schema.messages).where(orm.eq(schema.messages.id, id));
  return row;
}

const card = {
  kind: "suicide" as const, title: "You don't have to face this alone",
  resources: [{ name: "988 Lifeline", detail: "Call or text, any time", actions: [{ label: "Call 988", href: "tel:988" }] }],
};

test("answers finished together each store and return their own text, status, help card, engine and time, and bump their own conversation", async () => {
  const answers = await Promise.all(Array.from({ length: 4 }, streamingAnswer));
  const finished = answers.map((a, i) => ({
    id: a.id, conversationId: a.conversationId, content: `answer ${i}: "quoted", ünïcode and a \\ backslash`,
    status: i === 1 ? ("partial" as const) : ("complete" as const), helpCard: i === 2 ? card : null,
    engine: i === 3 ? null : `engine-${i}`, latencyMs: i === 3 ? null : 1000 + i,
  }));
  const returned = await Promise.all(finished.map((f) => batch.finishInBatch(f)));
  for (const [i, a] of answers.entries()) {
    const f = finished[i]!;
    expect(await stored(a.id)).toEqual({ content: f.content, status: f.status, helpCard: f.helpCard, engine: f.engine, latencyMs: f.latencyMs });
    expect(returned[i]).toMatchObject({ id: a.id, conversationId: a.conversationId, role: "assistant", content: f.content, status: f.status, helpCard: f.helpCard });
    expect(returned[i]!.updatedAt).toBeInstanceOf(Date);
    const conversation = await convs.findOwnedConversation({ id: a.conversationId, owner: a.owner });
    expect(conversation!.updatedAt.getTime()).toBeGreaterThan(a.before.getTime());
  }
  // What a reader gets back is what finishAnswerRow alone returns for the same row.
  const alone = await rows.finishAnswerRow(finished[2]!);
  expect({ ...returned[2], updatedAt: null }).toEqual({ ...alone, updatedAt: null });
});

test("an answer the database refuses fails only its own save; the answers saved with it are stored", async () => {
  const [good, bad, other] = await Promise.all([streamingAnswer(), streamingAnswer(), streamingAnswer()]);
  const done = (a: { id: string; conversationId: string }, content: string) =>
    batch.finishInBatch({ id: a.id, conversationId: a.conversationId, content, status: "complete", helpCard: null });
  const outcomes = await Promise.allSettled([done(good!, "fine text"), done(bad!, "a NUL \u0000 in the model's text"), done(other!, "also fine")]);
  expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(await stored(good!.id)).toMatchObject({ content: "fine text", status: "complete" });
  expect(await stored(other!.id)).toMatchObject({ content: "also fine", status: "complete" });
  expect(await stored(bad!.id)).toMatchObject({ content: "so far", status: "streaming" });
});

test("a row that is gone comes back as null, in a batch and alone, and the others are saved", async () => {
  const [kept, gone] = await Promise.all([streamingAnswer(), streamingAnswer()]);
  await msgs.deleteMessage({ id: gone!.id });
  const save = (a: { id: string; conversationId: string }) =>
    batch.finishInBatch({ id: a.id, conversationId: a.conversationId, content: "the end", status: "complete", helpCard: null });
  const [k, g] = await Promise.all([save(kept!), save(gone!)]);
  expect(k).toMatchObject({ id: kept!.id, content: "the end" });
  expect(g).toBeNull();
  expect(await save(gone!)).toBeNull();
});
