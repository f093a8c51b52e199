import { ApiError, notFound } from "./errors";

// Input every route refuses before its own schema runs. PostgreSQL rejects NUL in text and jsonb
// (a 500 after half a request's writes), and a lone UTF-16 surrogate cannot be encoded as UTF-8
// (drivers silently store U+FFFD instead): neither is ever meaningful text, so both are a 400.
const BAD_TEXT = /\u0000|\p{Cs}/u;

// No payload of ours uses these names; refused so no later merge or record schema can touch a prototype.
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** Parsed JSON deeper than this is refused; the deepest real payload (conversion extras) is 2. */
export const MAX_INPUT_DEPTH = 32;

const textError = (where: string) =>
  new ApiError("validation_failed", `${where}: text cannot contain NUL characters or invalid Unicode`, {
    fields: { [where]: ["Text cannot contain NUL characters or invalid Unicode"] },
  });

/**
 * Walks a parsed body (keys and values, iteratively so a 10,000-level document cannot exhaust
 * the stack) and throws a 400 naming the first bad place: NUL or invalid Unicode, a prototype
 * key, or nesting deeper than MAX_INPUT_DEPTH.
 */
export function assertCleanInput(value: unknown, root: string): void {
  const stack: { v: unknown; path: string; depth: number }[] = [{ v: value, path: root, depth: 0 }];
  while (stack.length) {
    const { v, path, depth } = stack.pop()!;
    if (typeof v === "string") {
      if (BAD_TEXT.test(v)) throw textError(path);
      continue;
    }
    if (v === null || typeof v !== "object") continue;
    if (depth >= MAX_INPUT_DEPTH) {
      throw new ApiError("validation_failed", `${root}: nested deeper than ${MAX_INPUT_DEPTH} levels`);
    }
    for (const [k, child] of Object.entries(v)) {
      const childPath = depth === 0 ? k : `${path}.${k}`;
      if (BAD_TEXT.test(k)) throw textError(path);
      if (PROTOTYPE_KEYS.has(k)) {
        throw new ApiError("validation_failed", `${childPath}: this field name is not allowed`, { fields: { [childPath]: ["This field name is not allowed"] } });
      }
      stack.push({ v: child, path: childPath, depth: depth + 1 });
    }
  }
}

/** The query string as the schemas see it (the last value of a repeated name wins), after the NUL check. */
export function cleanQuery(params: URLSearchParams): Record<string, string> {
  const query = Object.fromEntries(params);
  for (const [k, v] of params) if (BAD_TEXT.test(k) || BAD_TEXT.test(v)) throw textError(k || "query");
  return query;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Path parameters: every `[id]` segment in this app names a row by its UUID, so anything else
 * names nothing and answers 404 like an id that does not exist (never a database error).
 * Other parameters only get the text check.
 */
export function assertCleanParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if ((name === "id" && !UUID.test(value)) || BAD_TEXT.test(value)) throw notFound("Not found: nothing here has this id.");
  }
}
