import { hasAffiliateLinks } from "@/lib/chat/affiliate";
import { shouldPromptSignup } from "@/lib/chat/signup-prompt";
import { titleFromQuestion } from "@/lib/chat/title";
import { finalizeAnswer } from "@/lib/ai/final-answer";
import { eventStream } from "@/lib/chat/sse";
import { ApiError } from "@/lib/http/errors";

describe("hasAffiliateLinks", () => {
  test.each([
    ["[DJI Mini 4 Pro](https://www.bhphotovideo.com/c/search?q=DJI)", true],
    ["see https://www.amazon.com/s?k=knife&tag=x-20", true],
    ["https://smile.amazon.com/x", true],
    ["https://amazon.com.evil.example/x", false],
    ["https://notamazon.com/x", false],
    ["amazon.com without a link", false],
    ["https://www.rei.com/x", false],
  ])("%s → %s", (text, expected) => expect(hasAffiliateLinks(text)).toBe(expected));
});

test("the signup prompt: anonymous visitors from their 3rd question; never signed-in users", () => {
  expect([1, 2, 3, 4].map((n) => shouldPromptSignup({ signedIn: false, questionCount: n }))).toEqual([false, false, true, true]);
  expect(shouldPromptSignup({ signedIn: true, questionCount: 10 })).toBe(false);
});

test("the first question titles the conversation on one line, cut at a word", () => {
  expect(titleFromQuestion("  best   drone\nfor beginners ")).toBe("best drone for beginners");
  const long = titleFromQuestion("What is the best lightweight camera for travel vlogging on a budget of around five hundred dollars?");
  expect(long.length).toBeLessThanOrEqual(61);
  expect(long.endsWith("…")).toBe(true);
  expect(long).not.toMatch(/\s…$/);
});

describe("finalizeAnswer", () => {
  test("keeps real references and marks invented ones", () => {
    const out = finalizeAnswer({ question: "advice on patience", text: "See Proverbs 3:5 and Proverbs 45:3." });
    expect(out).toContain("Proverbs 3:5");
    expect(out).toContain("(reference not found in the World English Bible: Proverbs 45:3)");
  });
  test("adds the 988 Lifeline to crisis answers that lack it, once", () => {
    const out = finalizeAnswer({ question: "I want to end my life", text: "I'm so sorry you're feeling this way." });
    expect(out).toContain("988");
    expect(finalizeAnswer({ question: "I want to end my life", text: out })).toBe(out);
  });
  test("adds the medical line to health answers that lack it", () => {
    for (const question of ["I have had a headache and fever for three days, what should I do?", "is magnesium good for sleep?"]) {
      expect(finalizeAnswer({ question, text: "Some people find it helps." })).toMatch(/not medical advice/);
    }
    expect(finalizeAnswer({ question: "best laptop for video editing?", text: "Try a MacBook Pro." })).toBe("Try a MacBook Pro.");
  });
});

describe("eventStream", () => {
  const read = async (res: Response) => res.text();
  test("a failure before anything was sent stays a thrown error (a plain JSON status upstream)", async () => {
    await expect(eventStream(async () => { throw new ApiError("quota_exceeded", "over"); }, new AbortController())).rejects.toMatchObject({ code: "quota_exceeded" });
  });
  test("events, then done with the result", async () => {
    const res = await eventStream(async ({ emit }) => { emit("user", { id: 1 }); emit("delta", { text: "hi" }); return { ok: true }; }, new AbortController());
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(await read(res)).toBe('event: user\ndata: {"id":1}\n\nevent: delta\ndata: {"text":"hi"}\n\nevent: done\ndata: {"ok":true}\n\n');
  });
  test("a failure after the stream began becomes an error event with code and message only", async () => {
    const res = await eventStream(async ({ emit }) => { emit("user", {}); throw new Error("secret stack detail"); }, new AbortController());
    const text = await read(res);
    expect(text).toContain('event: error\ndata: {"code":"internal","message":"Something went wrong on our side. Please try again."}');
    expect(text).not.toContain("secret");
  });
  test("the reader going away aborts the work", async () => {
    const abort = new AbortController();
    let release!: () => void;
    const res = await eventStream(async ({ emit }) => { emit("user", {}); await new Promise<void>((r) => { release = r; }); return {}; }, abort);
    await res.body!.cancel();
    expect(abort.signal.aborted).toBe(true);
    release();
  });
});
