/**
 * Rate limits count in fixed windows (lib/http/rate-limit.ts). A test that counts hits up to a limit
 * must not straddle a window edge, or the count restarts halfway: wait for the next window when the
 * current one has less than `marginSeconds` left.
 */
export async function awayFromWindowEdge(windowSeconds: number, marginSeconds = 45): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < marginSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 250));
}
