// Browser-side fetch helper: same-origin calls with the session cookie, JSON in and out.
// Any non-OK answer throws an ApiRequestError whose message is "{status}: {body or statusText}" (spec §8).

export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's error code and message when the body is the API's `{ error: { code, message } }`. */
  readonly code: string | null;
  readonly serverMessage: string | null;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiRequestError";
    this.status = status;
    const parsed = parseApiError(body);
    this.code = parsed?.code ?? null;
    this.serverMessage = parsed?.message ?? null;
  }
}

export function parseApiError(body: string): { code: string; message: string } | null {
  try {
    const json = JSON.parse(body) as { error?: { code?: unknown; message?: unknown } };
    if (json && typeof json.error?.code === "string" && typeof json.error.message === "string") {
      return { code: json.error.code, message: json.error.message };
    }
  } catch {
    // not JSON: the raw body is the message
  }
  return null;
}

/**
 * The error as people read it: "{status}: {message}", with the server's message in place of the raw
 * JSON body when the body is the API's error shape (spec §8 shows the body text).
 */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiRequestError) return err.serverMessage ? `${err.status}: ${err.serverMessage}` : err.message;
  if (err instanceof Error) return err.message;
  return String(err);
}

export async function ensureOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  const body = await res.text().catch(() => "");
  throw new ApiRequestError(res.status, res.statusText, body);
}

type JsonInit = Omit<RequestInit, "body"> & { json?: unknown };

/** A call to the app's own API; a body given as `json` is sent as JSON. */
export async function apiFetch(path: string, init: JsonInit = {}): Promise<Response> {
  const { json, headers, ...rest } = init;
  const h = new Headers(headers);
  if (json !== undefined) h.set("Content-Type", "application/json");
  if (!h.has("Accept")) h.set("Accept", "application/json");
  const res = await fetch(path, {
    credentials: "same-origin",
    ...rest,
    headers: h,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  return ensureOk(res);
}

export async function apiJson<T>(path: string, init: JsonInit = {}): Promise<T> {
  const res = await apiFetch(path, init);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
