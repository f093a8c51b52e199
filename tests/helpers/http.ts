import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type CallOptions = {
  method?: string;
  path?: string;
  body?: unknown;
  /** A raw body string (e.g. malformed JSON); wins over `body`. */
  rawBody?: string | Uint8Array | FormData;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  params?: Record<string, string>;
  ip?: string;
};

export type CallResult = { status: number; json: any; text: string; headers: Headers; setCookies: Record<string, string> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test bodies are asserted field by field

/** Calls a route handler the way Next would, with cookies, JSON and params. */
export async function call(handler: Handler, opts: CallOptions = {}): Promise<CallResult> {
  const headers = new Headers(opts.headers);
  if (opts.cookies) headers.set("cookie", Object.entries(opts.cookies).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "));
  headers.set("x-forwarded-for", opts.ip ?? "203.0.113.10");
  headers.set("host", "localhost:3000");
  let body: BodyInit | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody as BodyInit;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(new URL(opts.path ?? "/", "http://localhost:3000"), { method: opts.method ?? "GET", headers, body });
  const res = await handler(req, { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const setCookies: Record<string, string> = {};
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair!.indexOf("=");
    setCookies[pair!.slice(0, i)] = decodeURIComponent(pair!.slice(i + 1));
  }
  return { status: res.status, json, text, headers: res.headers, setCookies };
}

/** Carries cookies across calls like a browser would. */
export class CookieJar {
  cookies: Record<string, string> = {};
  take(r: CallResult): CallResult {
    for (const [k, v] of Object.entries(r.setCookies)) {
      if (v === "") delete this.cookies[k];
      else this.cookies[k] = v;
    }
    return r;
  }
}
