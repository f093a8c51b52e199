import { assertCleanInput, assertCleanParams, cleanQuery, MAX_INPUT_DEPTH } from "@/lib/http/input-hygiene";
import { ApiError } from "@/lib/http/errors";

// The route wrapper's first check on every body, query and path parameter (issue 10, item 10).
function refusal(fn: () => void): { status: number; code: string; message: string } | null {
  try {
    fn();
    return null;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { status: e.status, code: e.code, message: e.message };
  }
}

const nest = (depth: number): unknown => (depth === 0 ? "leaf" : { a: nest(depth - 1) });

describe("bodies", () => {
  test("real text passes: accents, emoji (surrogate pairs), newlines, markup", () => {
    expect(refusal(() => assertCleanInput({ name: "Zoë 😀", message: "line\nnext <b>", tags: ["é", { x: "🙏🏽" }] }, "body"))).toBeNull();
  });

  test.each([
    ["NUL in a value", { name: "a\u0000b" }, "name"],
    ["a lone high surrogate", { name: "a\ud800" }, "name"],
    ["a lone low surrogate deep inside", { extras: { list: ["ok", "\udc00"] } }, "extras.list.1"],
    ["NUL in a key", { "k\u0000": 1 }, "body"],
  ])("%s is a 400 naming the place", (_label, body, where) => {
    expect(refusal(() => assertCleanInput(body, "body"))).toEqual({ status: 400, code: "validation_failed", message: expect.stringMatching(new RegExp(`^${where.replace(/\./g, "\\.")}: `)) });
  });

  test.each(["__proto__", "constructor", "prototype"])("the key %s is refused at any depth", (key) => {
    expect(refusal(() => assertCleanInput(JSON.parse(`{"a":{"${key}":{"role":"admin"}}}`), "body"))?.message).toBe(`a.${key}: this field name is not allowed`);
  });

  test(`nesting: ${MAX_INPUT_DEPTH} levels pass, one more is refused, 10,000 do not overflow the stack`, () => {
    expect(refusal(() => assertCleanInput(nest(MAX_INPUT_DEPTH), "body"))).toBeNull();
    expect(refusal(() => assertCleanInput(nest(MAX_INPUT_DEPTH + 1), "body"))?.code).toBe("validation_failed");
    const deep = JSON.parse("[".repeat(10_000) + "]".repeat(10_000));
    expect(refusal(() => assertCleanInput(deep, "body"))?.status).toBe(400);
  });
});

test("queries: NUL in a key or value is refused; a repeated name keeps its last value", () => {
  expect(cleanQuery(new URLSearchParams("a=1&a=2&b=%F0%9F%98%80"))).toEqual({ a: "2", b: "😀" });
  expect(refusal(() => cleanQuery(new URLSearchParams("q=a%00b")))?.message).toMatch(/^q: /);
  expect(refusal(() => cleanQuery(new URLSearchParams("a%00=1")))?.code).toBe("validation_failed");
});

test("path parameters: an id must be a UUID (404 otherwise); other parameters only the text check", () => {
  expect(refusal(() => assertCleanParams({ id: "6f1c1d1e-8a53-4c1b-9a6e-2f9d2b1f0a11" }))).toBeNull();
  expect(refusal(() => assertCleanParams({ id: "6F1C1D1E-8A53-4C1B-9A6E-2F9D2B1F0A11" }))).toBeNull();
  for (const id of ["x", "1", "6f1c1d1e-8a53-4c1b-9a6e-2f9d2b1f0a1", "6f1c1d1e-8a53-4c1b-9a6e-2f9d2b1f0a11 ", "' or 1=1 --"]) {
    expect(refusal(() => assertCleanParams({ id }))).toEqual({ status: 404, code: "not_found", message: expect.any(String) });
  }
  expect(refusal(() => assertCleanParams({ slug: "best-strollers" }))).toBeNull();
  expect(refusal(() => assertCleanParams({ slug: "a\u0000" }))?.status).toBe(404);
});
