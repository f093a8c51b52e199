import { sql } from "drizzle-orm";
import { getDb, dbKind } from "@/lib/db/client";
import { env, emailMode, modelMode } from "@/lib/env";
import { route } from "@/lib/http/route";

export const dynamic = "force-dynamic";

// Health: database state and which model and email modes are active.
export const GET = route({}, async () => {
  let database: { state: "up" | "down"; kind?: string; error?: string };
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    database = { state: "up", kind: await dbKind() };
  } catch (err) {
    database = { state: "down", error: err instanceof Error ? err.message : "unavailable" };
  }
  const model = modelMode() === "openai" ? { mode: "openai", model: env.OPENAI_MODEL } : { mode: "offline" };
  const body = { status: database.state === "up" ? "ok" : "degraded", database, model, email: { mode: emailMode() } };
  return Response.json(body, { status: database.state === "up" ? 200 : 503, headers: { "cache-control": "no-store" } });
});
