// `npm run invite -- --count N`: invites the next N people by queue position within BETA_CAPACITY
// and mails each an invite link — the same as POST /api/admin/invites.
// With DATABASE_URL (PostgreSQL) it runs beside the servers. With the embedded database (PGlite)
// only one process may open it: stop the server first, or use the API.
import { env } from "@/lib/env";
import { DataDirLockedError } from "@/lib/db/lock";
import { closeDb, getDb } from "@/lib/db/client";
import { countByStatus } from "@/lib/db/queries/waitlist";
import { inviteNext } from "@/lib/beta/invites";

function parseCount(argv: string[]): number {
  const i = argv.findIndex((a) => a === "--count" || a.startsWith("--count="));
  const raw = i < 0 ? undefined : argv[i]!.includes("=") ? argv[i]!.split("=")[1] : argv[i + 1];
  const n = Number(raw);
  if (!raw || !Number.isInteger(n) || n < 1 || n > 1000) {
    console.error("Usage: npm run invite -- --count N   (N from 1 to 1000)");
    process.exit(2);
  }
  return n;
}

async function main() {
  const count = parseCount(process.argv.slice(2));
  try {
    await getDb();
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(
        [
          "",
          `The embedded database (PGlite in ${err.dir}) allows one process at a time, and the server (pid ${err.pid}) has it open.`,
          "Either stop the server and run this command again, or ask the running server through the API while signed in as an admin:",
          "",
          `  curl -X POST ${env.siteUrl}/api/admin/invites -H 'content-type: application/json' \\`,
          "       -H 'cookie: next-auth.session-token=<your admin session cookie>' -d '{\"count\": " + count + "}'",
          "",
          "With DATABASE_URL set to PostgreSQL this command runs while servers are up.",
          "",
        ].join("\n"),
      );
      process.exit(1);
    }
    throw err;
  }
  const r = await inviteNext({ count });
  const seats = await countByStatus();
  console.log(`Invited ${r.invited} ${r.invited === 1 ? "person" : "people"}${r.emails.length ? `: ${r.emails.join(", ")}` : ""}.`);
  console.log(`Capacity ${env.BETA_CAPACITY}: ${seats.approved} approved, ${seats.invited} invited, ${seats.waiting} waiting, ${seats.pending_confirmation} unconfirmed.`);
  if (r.invited < count) console.log("Fewer than asked: the queue is empty or the beta is at capacity (raise BETA_CAPACITY to open more seats).");
  await closeDb();
}

main().catch(async (err) => {
  console.error(err);
  await closeDb().catch(() => {});
  process.exit(1);
});
