// One table from error code to HTTP status; every API error answers { error: { code, message } }.
export const errorStatus = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  cross_origin: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  quota_exceeded: 429,
  internal: 500,
  upstream_failed: 502,
  unavailable: 503,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export function errorBody(code: ErrorCode, message: string, details?: Record<string, unknown>) {
  return { error: { code, message, ...(details ? { details } : {}) } };
}

export function errorResponse(err: ApiError, requestId?: string): Response {
  const headers = new Headers(err.headers);
  headers.set("content-type", "application/json");
  if (requestId) headers.set("x-request-id", requestId);
  return new Response(JSON.stringify(errorBody(err.code, err.message, err.details)), { status: err.status, headers });
}

export const notFound = (what = "Not found") => new ApiError("not_found", what);
export const unauthorized = (message = "Sign in required") => new ApiError("unauthorized", message);
export const forbidden = (message = "You do not have access to this") => new ApiError("forbidden", message);
/** The database cannot be reached (stopped, restarting): nothing was changed, try again shortly. */
export const databaseUnavailable = () =>
  new ApiError("unavailable", "We cannot reach our database right now. Please try again in a moment.", { retryAfter: 5 }, { "Retry-After": "5" });
