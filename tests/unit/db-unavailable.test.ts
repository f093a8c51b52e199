import { isDatabaseUnavailable } from "@/lib/db/unavailable";

// What turns a failed request into 503 + Retry-After (database away) rather than 500 (a bug).
const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1\nparams: "), { cause });

test.each([
  ["refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
  ["server shutting down (57P01), inside Drizzle's error", wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))],
  ["server starting up (57P03)", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
  ["socket dropped", wrapped(new Error("Connection terminated unexpectedly"))],
  ["pool wait ran out", new Error("timeout exceeded when trying to connect")],
  ["statement timeout (57014)", Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })],
])("%s is unavailable", (_name, err) => {
  expect(isDatabaseUnavailable(err)).toBe(true);
});

test.each([
  ["a unique violation", wrapped(Object.assign(new Error("duplicate key"), { code: "23505" }))],
  ["a syntax error", Object.assign(new Error("syntax error at or near"), { code: "42601" })],
  ["a plain bug", new TypeError("x is undefined")],
  ["not an error", "boom"],
])("%s is not", (_name, err) => {
  expect(isDatabaseUnavailable(err)).toBe(false);
});
