import type { NextRequest } from "next/server";

// The API fast lane (scripts/api-fast-lane.mjs, `npm start` with API_FAST_LANE on): a route offers
// its own exported handler here, and a plain GET of its exact path (no query, no body, none of
// Next's own request headers) is then answered by that handler in front of Next, written the way
// Next writes it. Only for GET routes that take no path parameters and read nothing but the
// Request's url, method and headers (route() itself reads only those); the lane passes a plain
// Request, not Next's NextRequest. A path the proxy's matcher takes stays with Next (its gate runs).
// e2e/api-fast-lane.spec.ts compares the lane's answers with Next's.
export const FAST_LANE = Symbol.for("helpful-hand.api-fast-lane");

type LaneHandler = (req: Request) => Promise<Response>;

export function offerFastLane(path: string, handler: (req: NextRequest) => Promise<Response>): void {
  const g = globalThis as typeof globalThis & { [FAST_LANE]?: Map<string, LaneHandler> };
  // A Request where a NextRequest is typed: the routes that offer themselves read neither
  // `nextUrl` nor `cookies` (see above), and the lane's comparison test would fail if one did.
  (g[FAST_LANE] ??= new Map<string, LaneHandler>()).set(path, (req: Request) => handler(req as NextRequest));
}
