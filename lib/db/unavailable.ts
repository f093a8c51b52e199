// Which errors mean "the database cannot be reached right now" (stopped, restarting, network
// gone, pool exhausted past its wait) rather than a bug in a query. Those answer 503 with
// Retry-After instead of 500, and the pool heals by itself once the server is back.

// SQLSTATE classes 08 (connection exception) and 57P0x (server shutting down / starting up),
// plus 53300 (too many connections) and 57014 (statement timeout / cancelled).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53300|57014)$/;
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
// node-postgres reports a dropped socket or a pool wait that ran out only in the message.
const UNAVAILABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|Query read timeout/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  // Drizzle wraps the driver's error in `cause`; look a few levels down.
  for (let depth = 0; depth < 4 && e && typeof e === "object"; depth++) {
    const { code, message, cause } = e as ErrorLike;
    if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}
