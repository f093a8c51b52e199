import crypto from "node:crypto";
import { NextResponse, type NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { resolveCaller, resolveCallerWith, type Caller, type ReadWithUser } from "@/lib/auth/caller";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { ApiError, databaseUnavailable, errorResponse, forbidden, unauthorized } from "./errors";
import { clientIp, isCrossOrigin } from "./client-info";
import { bucketOf, enforce, pruneNowAndThen, rateLimited, type Limit } from "./rate-limit";
import { readSessionToken } from "@/lib/auth/session-token";
import { DEFAULT_BODY_LIMIT, readJson } from "./read-body";
import { assertCleanInput, assertCleanParams, cleanQuery } from "./input-hygiene";
import { log, logRequest, safeError } from "./log";
import { API_POLICY, hstsHeader } from "./security-headers";

export type RouteContext<B, Q, P = undefined> = {
  req: NextRequest;
  body: B;
  query: Q;
  params: Record<string, string>;
  caller: Caller;
  /** What `readWithUser` read for the signed-in caller; undefined for every other caller. */
  preread: P | undefined;
  ip: string;
  requestId: string;
};

type Options<B, Q, P> = {
  body?: ZodType<B>;
  query?: ZodType<Q>;
  /** user: a signed-in user (401); admin: the admin role (401/403). */
  auth?: "none" | "user" | "admin";
  /** Limits checked before the handler runs; keys are namespaced by the caller. */
  rateLimit?: (ctx: { ip: string; caller: Caller }) => Limit[];
  /**
   * Limits keyed by the address alone, counted while the caller is read (one database round trip
   * less before the handler); they count every request, whoever makes it. Checked before `rateLimit`.
   */
  addressLimits?: (ip: string) => Limit[];
  /** Bytes; uploads raise it and read the body themselves (no `body` schema). */
  maxBodyBytes?: number;
  /** Probes that must not touch the database (liveness): no session decode, an anonymous caller. */
  skipCaller?: boolean;
  /**
   * Reads the route's data for a signed-in caller in the same query as their user row
   * (lib/auth/caller.ts). Gets the route's params as they came (not yet checked: the read must
   * treat them as untrusted, like any input). Given `hit` (the route's one address limit's
   * bucket), the read may count it in the same statement and return the count as `hitCount`;
   * otherwise the limit is counted on its own.
   */
  readWithUser?: (userId: string, params: Record<string, string>, hit?: ReturnType<typeof bucketOf>) =>
    Promise<Awaited<ReturnType<ReadWithUser<P>>> & { hitCount?: number }>;
};

const ANONYMOUS: Caller = { user: null, sessionExpiresAt: null, visitorId: null, hasCampaignAccess: false };

type Handler<B, Q, P> = (ctx: RouteContext<B, Q, P>) => Promise<Response | unknown>;
type NextCtx = { params: Promise<Record<string, string | string[]>> };

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function fieldErrors(err: z.ZodError): ApiError {
  const first = err.issues[0];
  const where = first?.path.length ? `${first.path.join(".")}: ` : "";
  return new ApiError("validation_failed", `${where}${first?.message ?? "Invalid input"}`, {
    fields: z.flattenError(err).fieldErrors,
  });
}

export function parseWith<T>(schema: ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input);
  if (!r.success) throw fieldErrors(r.error);
  return r.data;
}

async function readCleanJson(req: Request, maxBytes = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const raw = await readJson(req, maxBytes);
  assertCleanInput(raw, "body");
  return raw;
}

/** The wrapper every /api route uses: origin check, limits, input, caller, errors, logs. */
export function route<B = undefined, Q = undefined, P = undefined>(options: Options<B, Q, P>, handler: Handler<B, Q, P>) {
  const handle = async (req: NextRequest, nextCtx?: NextCtx): Promise<Response> => {
    const requestId = req.headers.get("x-request-id") ?? crypto.randomUUID();
    const started = Date.now();
    const url = new URL(req.url);
    let status = 500;
    try {
      if (STATE_CHANGING.has(req.method) && isCrossOrigin(req)) {
        throw new ApiError("cross_origin", "Cross-site requests are not allowed.");
      }
      const ip = clientIp(req);
      const readWithUser = options.readWithUser;
      const limits = options.addressLimits?.(ip) ?? [];
      // With a session cookie, a route's one address limit is counted in the read of the caller's
      // row (one statement less per request); otherwise, alongside the read, on its own.
      const inRead = readWithUser && !options.skipCaller && limits.length === 1 && readSessionToken(req) ? { limit: limits[0]!, bucket: bucketOf(limits[0]!) } : null;
      let countedInRead: number | undefined;
      const byAddress = (async () => { if (!inRead) for (const limit of limits) await enforce(limit); })();
      const rawParams = (await nextCtx?.params) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, Array.isArray(v) ? v.join("/") : v]));
      const readCaller = async (): Promise<{ caller: Caller; data: P | undefined }> =>
        options.skipCaller
          ? { caller: ANONYMOUS, data: undefined }
          : readWithUser
            ? await resolveCallerWith(req, async (userId) => {
              const read = await readWithUser(userId, params, inRead?.bucket);
              countedInRead = read.hitCount;
              return read;
            })
            : { caller: await resolveCaller(req), data: undefined };
      // Both settle before either outcome is used, so a failed lookup never leaves a check running unobserved.
      const [callerRead, limited] = await Promise.allSettled([readCaller(), byAddress]);
      if (limited.status === "rejected") throw limited.reason;
      if (callerRead.status === "rejected") throw callerRead.reason;
      if (inRead) {
        // No count back: the cookie did not decode (no read was made), so the limit is counted now.
        if (countedInRead === undefined) await enforce(inRead.limit);
        else if (countedInRead > inRead.limit.limit) throw rateLimited(inRead.bucket.retryAfter);
        else await pruneNowAndThen();
      }
      const { caller, data: preread } = callerRead.value;
      if (options.auth === "user" || options.auth === "admin") {
        if (!caller.user) throw unauthorized();
        if (options.auth === "admin" && caller.user.role !== "admin") throw forbidden("Admin access required");
      }
      for (const limit of options.rateLimit?.({ ip, caller }) ?? []) await enforce(limit);
      // NUL, lone surrogates, over-deep JSON and non-UUID ids never reach a schema or the database.
      assertCleanParams(params);
      const rawQuery = cleanQuery(url.searchParams);
      const body = options.body ? parseWith(options.body, await readCleanJson(req, options.maxBodyBytes)) : (undefined as B);
      const query = options.query ? parseWith(options.query, rawQuery) : (undefined as Q);
      const result = await handler({ req, body, query, params, caller, preread, ip, requestId });
      // Response.json, not NextResponse.json: the latter also builds a cookie jar and a parsed URL
      // per answer, which only a handler that sets cookies needs (it returns its own response).
      const res = result instanceof Response ? result : Response.json(result ?? { success: true });
      status = res.status;
      res.headers.set("x-request-id", requestId);
      return withSecurityHeaders(req, res);
    } catch (err) {
      const apiErr = err instanceof ApiError ? err : isDatabaseUnavailable(err) ? databaseUnavailable() : null;
      if (!apiErr) log("error", "unhandled error", { requestId, path: url.pathname, error: safeError(err) });
      else if (apiErr.code === "unavailable") log("warn", "database unavailable", { requestId, path: url.pathname, error: safeError(err) });
      const res = errorResponse(apiErr ?? new ApiError("internal", "Something went wrong on our side. Please try again."), requestId);
      status = res.status;
      return withSecurityHeaders(req, res);
    } finally {
      logRequest(requestId, req.method, url.pathname, status, Date.now() - started);
    }
  };
  // What the route reads, for tests that generate inputs from each route's own schemas (the fuzzer).
  const inputs: RouteInputs = { body: options.body, query: options.query, readsOwnBody: !options.body && !!options.maxBodyBytes };
  return Object.assign(handle, { inputs });
}

/**
 * The headers proxy.ts gave API answers before it stopped running for most of them (its matcher):
 * a policy (unless the route set its own) and HSTS over https. Next's header table adds the rest.
 */
function withSecurityHeaders(req: Request, res: Response): Response {
  if (!res.headers.has("Content-Security-Policy")) res.headers.set("Content-Security-Policy", API_POLICY);
  const hsts = hstsHeader(req);
  if (hsts) res.headers.set("Strict-Transport-Security", hsts);
  return res;
}

export type RouteInputs = { body?: ZodType; query?: ZodType; readsOwnBody: boolean };

/** JSON answer with cookies set on it. */
export function jsonWithCookies(
  data: unknown,
  cookies: { name: string; value: string; options: Record<string, unknown> }[],
  init?: ResponseInit,
): NextResponse {
  const res = NextResponse.json(data, init);
  for (const c of cookies) res.cookies.set(c.name, c.value, c.options);
  return res;
}
