import { route } from "@/lib/http/route";
import { readiness } from "@/lib/health/probes";

export const dynamic = "force-dynamic";

// Readiness: the database answers and every committed migration is applied. 503 otherwise, so a
// load balancer sends no traffic to a server that would only answer errors.
export const GET = route({ skipCaller: true }, async () => {
  const body = await readiness();
  return Response.json(body, { status: body.status === "ready" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
