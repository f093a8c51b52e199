import { env } from "@/lib/env";

const levels = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof levels, "silent">;

/**
 * Structured logs: one JSON object per line. JSON escapes CR and LF inside strings; U+2028/2029
 * are escaped too, since some log viewers break lines there. So no user text can start a line.
 */
export function log(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (levels[level] < levels[env.LOG_LEVEL]) return;
  const line = escapeLineSeparators(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
  if (level === "error" || level === "warn") console.error(line);
  else writeOut(line);
}

// Lines for stdout (info, debug) go out once per turn of the event loop, in order, as one write:
// under load the request line's own synchronous write was ~6% of a JSON call's server CPU
// (docs/decisions/scale.md, fifth throughput round). Warnings and errors are written at once.
// What is pending is written when the process exits (process.exit included); at most one turn's
// lines are lost if it is killed outright.
let pending = "";
const MAX_PENDING = 64 * 1024;
let exitHooked = false;

function writeOut(line: string): void {
  if (!pending) {
    setImmediate(flushLogs);
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", flushLogs);
    }
  }
  pending = pending ? `${pending}\n${line}` : line;
  if (pending.length > MAX_PENDING) flushLogs();
}

/** Writes the pending stdout lines now (tests read them synchronously). */
export function flushLogs(): void {
  if (!pending) return;
  const out = pending;
  pending = "";
  console.log(out);
}

/**
 * The line every API call writes (lib/http/route.ts): exactly what `log("info", "request", {…})`
 * writes, put together from its constant parts instead of stringifying an object per request;
 * only the values a caller can influence (request id, method, path) go through JSON.stringify.
 */
export function logRequest(requestId: string, method: string, path: string, status: number, ms: number): void {
  if (levels.info < levels[env.LOG_LEVEL]) return;
  const fields = `"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},"path":${JSON.stringify(path)}`;
  writeOut(`{"time":"${new Date().toISOString()}","level":"info","msg":"request",${escapeLineSeparators(fields)},"status":${status},"ms":${ms}}`);
}

function escapeLineSeparators(s: string): string {
  return /[\u2028\u2029]/.test(s) ? s.replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029") : s;
}

export type SafeError = { class: string; code?: string; constraint?: string; table?: string; message?: string; frames?: string[] };

type ErrorLike = { name?: unknown; query?: unknown; code?: unknown; constraint?: unknown; table?: unknown; message?: unknown; stack?: unknown; cause?: unknown };

// A database error's message (and a Drizzle error's, which quotes the SQL and every parameter:
// argon2 hashes, phrase lookup keys, message text) never reaches the log; its SQLSTATE does.
const isDatabaseError = (e: ErrorLike) =>
  e.name === "DrizzleQueryError" || (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) || typeof e.query === "string";

/**
 * What a log may say about an error: its class, code (SQLSTATE, errno), constraint and table for
 * database errors, the message only for errors that are not about a query, and the stack's
 * frames (file:line, no message line). Enough to find the bug; nothing a caller sent.
 */
export function safeError(err: unknown): SafeError {
  if (!err || typeof err !== "object") return { class: typeof err };
  const e = err as ErrorLike;
  const cause = (e.cause && typeof e.cause === "object" ? e.cause : {}) as ErrorLike;
  // Drizzle's query error keeps the name "Error"; its constructor says what it is.
  const ctor = (err as { constructor?: { name?: unknown } }).constructor?.name;
  const out: SafeError = { class: typeof ctor === "string" && ctor !== "Error" && ctor !== "Object" ? ctor : typeof e.name === "string" ? e.name : "Error" };
  const code = typeof e.code === "string" ? e.code : typeof cause.code === "string" ? cause.code : undefined;
  if (code) out.code = code;
  if (isDatabaseError(e) || isDatabaseError(cause)) {
    if (typeof cause.constraint === "string") out.constraint = cause.constraint;
    else if (typeof e.constraint === "string") out.constraint = e.constraint;
    if (typeof cause.table === "string") out.table = cause.table;
    else if (typeof e.table === "string") out.table = e.table;
  } else if (typeof e.message === "string") {
    out.message = e.message.slice(0, 300);
  }
  if (typeof e.stack === "string") out.frames = e.stack.split("\n").filter((l) => /^\s+at /.test(l)).slice(0, 8).map((l) => l.trim());
  return out;
}
