// Bad inputs for the fuzzer: generic ones (malformed JSON, wrong shapes, huge and deep bodies,
// prototype keys) and ones generated from each route's own zod schemas (every field × odd values).
// Deterministic: the only randomness is a seeded generator.
import type { ZodType } from "zod";

export type FuzzInput = {
  label: string;
  /** Never acceptable: the route must refuse it with a 4xx. Otherwise it may be accepted (e.g. "" for an optional title). */
  mustRefuse: boolean;
  body?: string | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
  query?: string;
  id?: string;
  cookie?: string;
};

/** mulberry32: a small seeded generator, so a failing input can be replayed with the same seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MB = 1024 * 1024;
const JSON_HEADERS = { "content-type": "application/json" };

function randomText(rand: () => number, length: number): string {
  // Printable ASCII, controls, JSON punctuation and astral characters, in random order.
  const alphabet = ["{", "}", "[", "]", "\"", ":", ",", "\\", "a", "1", " ", "\n", "\t", "\u0001", "é", "😀", "null", "true"];
  return Array.from({ length }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
}

/** The valid body with one more member written as raw JSON (JSON.stringify drops a __proto__ key). */
function withRawKey(valid: Record<string, unknown>, member: string): string {
  const rest = JSON.stringify(valid).slice(1);
  return `{${member}${rest === "}" ? "" : ","}${rest}`;
}

const nested = (open: string, close: string, depth: number) => open.repeat(depth) + close.repeat(depth);

/** Bodies no JSON route may accept (checked for every route that reads a JSON body). */
export function genericBodies(rand: () => number, valid: Record<string, unknown>): FuzzInput[] {
  const refuse = (label: string, body: string, headers: Record<string, string> = JSON_HEADERS): FuzzInput => ({ label, mustRefuse: true, body, headers });
  const big = JSON.stringify({ ...valid, x: "a".repeat(2 * MB) });
  return [
    ...["{", "{\"a\":", "[", "{'a':1}", "{\"a\":1,}", "nul", "\"open", "{\"a\":\"\\x41\"}", "}{"].map((b) => refuse(`malformed JSON ${b}`, b)),
    ...[1, 2, 3].map((i) => refuse(`random text #${i}`, `{${randomText(rand, 40)}`)),
    ...["null", "[]", "[{}]", "0", "-1", "1e400", "\"text\"", "true"].map((b) => refuse(`JSON ${b} instead of an object`, b)),
    refuse("an array of the valid body", JSON.stringify([valid])),
    refuse("2 MB body with Content-Length", big, { ...JSON_HEADERS, "content-length": String(Buffer.byteLength(big)) }),
    refuse("2 MB body without Content-Length", big),
    refuse("10,000 nested arrays", nested("[", "]", 10_000)),
    refuse("10,000 nested objects", `${"{\"a\":".repeat(10_000)}1${"}".repeat(10_000)}`),
    refuse("valid body nested 40 deep in a field", JSON.stringify({ ...valid, deep: JSON.parse(nested("[", "]", 40)) })),
    refuse("__proto__ key", `{"__proto__":{"role":"admin","isAdmin":true}}`),
    refuse("valid body plus __proto__", withRawKey(valid, `"__proto__":{"role":"admin"}`)),
    refuse("constructor.prototype key", JSON.stringify({ ...valid, constructor: { prototype: { role: "admin" } } })),
    refuse("prototype key", JSON.stringify({ ...valid, prototype: 1 })),
    refuse("NUL in a key", JSON.stringify({ ...valid, "a\u0000": 1 })),
    refuse("NUL as the whole body", "\"\\u0000\""),
    { label: "invalid UTF-8 bytes", mustRefuse: false, body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]), headers: JSON_HEADERS },
    { label: "empty body", mustRefuse: false, body: "", headers: JSON_HEADERS },
    { label: "valid body as text/plain", mustRefuse: false, body: JSON.stringify(valid), headers: { "content-type": "text/plain" } },
  ];
}

/** Odd values for one field: the ones marked true must be refused wherever a string or number field is. */
export const FIELD_VALUES: [label: string, value: unknown, mustRefuse: boolean][] = [
  ["null", null, false], ["0", 0, false], ["-1", -1, false], ["1.5", 1.5, false], ["1e308", 1e308, false], ["-1e308", -1e308, false],
  ["2^53 + 2", 2 ** 53 + 2, false], ["true", true, false], ["[]", [], false], ["{}", {}, false], ["an array of strings", ["a", "b"], false],
  ["\"\"", "", false], ["whitespace", "  \t ", false], ["NUL inside", "ab\u0000cd", true], ["lone high surrogate", "ab\ud800cd", true],
  ["lone low surrogate", "\udc00", true], ["100,000 characters", "x".repeat(100_000), true], ["markup", "<script>alert(1)</script>", false],
  ["SQL", "' or 1=1 --", false], ["a path", "../../etc/passwd", false], ["emoji", "😀".repeat(20), false], ["%00", "%00", false],
];

/** The object keys a zod schema reads (through optional/default/pipe/preprocess wrappers); [] when it is not an object. */
export function schemaKeys(schema: ZodType | undefined): string[] {
  let s = schema as unknown as { _zod: { def: Record<string, unknown> } } | undefined;
  for (let i = 0; s && i < 10; i++) {
    const def = s._zod.def;
    if (def.type === "object") return Object.keys(def.shape as object);
    const inner = def.type === "pipe" ? ((def.in as typeof s)!._zod.def.type === "transform" ? def.out : def.in) : def.innerType;
    s = inner as typeof s;
  }
  return [];
}

/** Each field of the schema set to each odd value, the rest of the body valid. */
export function fieldBodies(schema: ZodType | undefined, valid: Record<string, unknown>): FuzzInput[] {
  return schemaKeys(schema).flatMap((key) =>
    FIELD_VALUES.map(([label, value, mustRefuse]) => ({
      label: `${key} = ${label}`,
      mustRefuse,
      body: JSON.stringify({ ...valid, [key]: value }),
      headers: JSON_HEADERS,
    })),
  );
}

/** Query strings: each schema key (or a made-up one) × odd values; NUL anywhere must be refused. */
export function queryInputs(schema: ZodType | undefined, validQuery: string): FuzzInput[] {
  const keys = schemaKeys(schema);
  const values: [string, string, boolean][] = [
    ["%00", "a%00b", true], ["empty", "", false], ["10,000 characters", "x".repeat(10_000), false], ["-1", "-1", false],
    ["1e309", "1e309", false], ["0000-01-01", "0000-01-01", false], ["9999-12-31", "9999-12-31", false], ["invalid UTF-8", "%FF%FE", false],
    ["__proto__", "__proto__", false], ["markup", "%3Cscript%3E", false],
  ];
  const base = validQuery ? `${validQuery}&` : "";
  return [
    ...keys.flatMap((k) => values.map(([label, v, mustRefuse]) => ({ label: `?${k}=${label}`, mustRefuse, query: `${base}${k}=${v}` }))),
    ...keys.map((k) => ({ label: `?${k} given twice`, mustRefuse: false, query: `${base}${k}=1&${k}=2` })),
    { label: "?__proto__ and constructor keys", mustRefuse: false, query: `${base}__proto__=x&constructor=y&prototype=z` },
    { label: "NUL in a query key", mustRefuse: true, query: `${base}a%00=1` },
  ];
}

/** Ids that name nothing: every one must be a 404 (the route's [id] rule). */
export const BAD_IDS = ["x", "1", "-1", "00000000-0000-0000-0000-000000000000", "../..", "a\u0000b", "%00", "' or 1=1 --", "y".repeat(10_000),
  "00000000-0000-0000-0000-00000000000g", "{00000000-0000-0000-0000-000000000000}", "😀"];

/** Cookie headers that hold nothing valid: every caller sending them is treated as anonymous. */
export function badCookies(extra: string[]): string[] {
  const names = ["next-auth.session-token", "hh_visitor", "hh_campaign"];
  const values = ["%", "%E0%A4%A", "%ZZ", "abc.def", "....", "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..x.y.z", "v_1|2.sig", "=", "\"quoted\"", "z".repeat(4000)];
  return [
    ...values.map((v) => names.map((n) => `${n}=${v}`).join("; ")),
    names.map((n) => `${n}=1; ${n}=2`).join("; "),
    ...extra,
  ];
}

/** For the upload: multipart bodies that hold no usable picture (each must be refused). */
export function multipartBodies(): FuzzInput[] {
  const b = "----fuzzboundary";
  const headers = { "content-type": `multipart/form-data; boundary=${b}` };
  const part = (disposition: string, type: string, content: string) =>
    `--${b}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--${b}--\r\n`;
  return [
    { label: "multipart: garbage after the boundary", mustRefuse: true, body: `--${b}\r\nnot a part at all`, headers },
    { label: "multipart: no boundary parameter", mustRefuse: true, body: "x", headers: { "content-type": "multipart/form-data" } },
    { label: "multipart: empty", mustRefuse: true, body: `--${b}--\r\n`, headers },
    { label: "multipart: profileImage as a text field", mustRefuse: true, body: `--${b}\r\nContent-Disposition: form-data; name="profileImage"\r\n\r\nhello\r\n--${b}--\r\n`, headers },
    { label: "multipart: a text file named .png", mustRefuse: true, body: part(`name="profileImage"; filename="me.png"`, "image/png", "not really a png"), headers },
    { label: "multipart: an SVG with script", mustRefuse: true, body: part(`name="profileImage"; filename="x.svg"`, "image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"), headers },
    { label: "multipart: NUL in the file name", mustRefuse: true, body: part(`name="profileImage"; filename="a\u0000.png"`, "image/png", "x"), headers },
  ];
}
