import { route } from "@/lib/http/route";
import { liveness } from "@/lib/health/probes";

export const dynamic = "force-dynamic";

// Liveness for load balancers and orchestrators: the process answers. Never touches the database,
// so an outage does not make every server look dead (readiness is /api/health/ready).
export const GET = route({ skipCaller: true }, async () =>
  Response.json(liveness(), { headers: { "cache-control": "no-store" } }),
);
