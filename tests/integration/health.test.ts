import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { GET } from "@/app/api/health/route";

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

test("health reports the database up and the embedded model and email modes", async () => {
  const r = await call(GET, { path: "/api/health" });
  expect(r.status).toBe(200);
  expect(r.json.database.state).toBe("up");
  expect(["pglite", "postgres"]).toContain(r.json.database.kind);
  expect(r.json.model).toEqual({ mode: "offline" });
  expect(r.json.email).toEqual({ mode: "outbox" });
  expect(r.headers.get("x-request-id")).toBeTruthy();
});
