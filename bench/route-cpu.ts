// Node CPU per call of the reads behind issue 15 item 6's API rows, in-process (no HTTP), on a
// fresh PostgreSQL database: each read 2,000 times at 20 in flight after 300 warm-up calls.
// Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:54330/postgres npx tsx bench/route-cpu.ts
// Prints CPU ms per call (user + system of this process) and wall ms per call.
import { NextRequest } from "next/server";
import { withThrowawayDatabase } from "./throwaway-db";


async function measure(name: string, fn: () => Promise<unknown>, n = 2000, inFlight = 20) {
  for (let i = 0; i < 300; i++) await fn();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  let k = 0;
  await Promise.all(Array.from({ length: inFlight }, async () => { while (k++ < n) await fn(); }));
  const cpu = process.cpuUsage(c0);
  console.log(`| ${name} | ${((cpu.user + cpu.system) / 1000 / n).toFixed(3)} | ${((performance.now() - t0) / n).toFixed(3)} |`);
}

async function run() {
  const fx = await import("../tests/integration/chat-fixtures");
  const { findUserById } = await import("@/lib/db/queries/users");
  const { resolveCaller } = await import("@/lib/auth/caller");
  const { insertConversation, listVisibleConversations, userWithVisibleConversations } = await import("@/lib/db/queries/conversations");
  const { GET: status } = await import("@/app/api/auth/session-status/route");
  const { GET: list } = await import("@/app/api/conversations/route");
  const u = await fx.makeUser();
  for (let i = 0; i < 20; i++) await insertConversation({ owner: { kind: "user", userId: u.id }, title: `Bench ${i + 1}` });
  const cookie = Object.entries(u.cookies).map(([k, v]) => `${k}=${v}`).join("; ");
  const req = (path: string, signedIn: boolean) => new NextRequest(`http://127.0.0.1:3000${path}`, { headers: signedIn ? { cookie } : {} });
  const owner = { kind: "user" as const, userId: u.id };
  console.log("| read | CPU ms/call | wall ms/call |\n|---|---:|---:|");
  await measure("findUserById", () => findUserById({ id: u.id }));
  await measure("listVisibleConversations (20)", () => listVisibleConversations({ owner }));
  await measure("userWithVisibleConversations (20)", () => userWithVisibleConversations({ userId: u.id }));
  await measure("resolveCaller, signed in", () => resolveCaller(req("/api/conversations", true)));
  await measure("resolveCaller + listVisibleConversations", async () => { await resolveCaller(req("/api/conversations", true)); return listVisibleConversations({ owner }); });
  await measure("GET /api/auth/session-status, anonymous", () => status(req("/api/auth/session-status", false)));
  await measure("GET /api/auth/session-status, signed in", () => status(req("/api/auth/session-status", true)));
  await measure("GET /api/conversations, signed in (20)", () => list(req("/api/conversations", true), { params: Promise.resolve({}) }));
}

async function main() {
  await withThrowawayDatabase("hh_bench_cpu", async (dbUrl) => {
    Object.assign(process.env, { DATABASE_URL: dbUrl, NEXTAUTH_SECRET: "bench-secret-only-for-this-run-0123456789", LOG_LEVEL: "warn" });
    const { prepareDatabase } = await import("../scripts/prepare-database");
    await prepareDatabase();
    await run();
    const { closeDb } = await import("@/lib/db/client");
    await closeDb();
  });
}

main().then(() => process.exit(0), (err) => {
  console.error(err);
  process.exit(1);
});
