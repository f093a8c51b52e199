// Redirects with a path-only Location: behind a proxy (or `next start -H`) the request URL's host
// is not always the one the browser used, and a relative Location keeps the browser's own.
export function relativeRedirect(path: string, status = 303, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { location: path, "cache-control": "no-store", ...headers } });
}
