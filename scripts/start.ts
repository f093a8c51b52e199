// `npm start`: migrate the configured database, then serve the built app on PORT, in one process or,
// with WEB_CONCURRENCY=N on PostgreSQL, in N worker processes sharing the port (node:cluster).
import cluster from "node:cluster";
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "@/lib/env";
import { DataDirLockedError } from "@/lib/db/lock";
import { prepareDatabase } from "./prepare-database";
import { serveInWorkers } from "./start-workers";
import { heapFlags } from "./heap-flags";

async function main() {
  try {
    await prepareDatabase({ keepLock: true });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\n${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const nextBin = path.join(process.cwd(), "node_modules/next/dist/bin/next");
  // The preload tells the app the TCP peer's address (lib/http/client-info.ts, TRUST_PROXY_HOPS).
  const peerAddress = pathToFileURL(path.join(process.cwd(), "scripts/peer-address.mjs")).href;
  // The graceful shutdown (lib/server/graceful-shutdown.ts) needs the listening server, and Next
  // must leave SIGTERM to it: Next's own handler exits at once, cutting the answers in progress.
  const trackServers = pathToFileURL(path.join(process.cwd(), "scripts/track-servers.mjs")).href;
  // The static pages from memory (STATIC_PAGES_IN_MEMORY). Each preload wraps the server's `emit`
  // of the ones before it, so the last runs first: the draining check, then the pages from memory
  // (which need no peer address), then the peer address for what goes on to Next. `?trace=1` logs
  // each answer from memory at LOG_LEVEL=debug. Workers (WEB_CONCURRENCY) get the same preloads.
  const staticPages = pathToFileURL(path.join(process.cwd(), "scripts/static-pages.mjs")).href + (env.LOG_LEVEL === "debug" ? "?trace=1" : "");
  // The API fast lane (API_FAST_LANE): a plain GET of a route that offers itself, answered by that
  // route's own handler in front of Next; after the draining check, before the pages from memory.
  const fastLane = pathToFileURL(path.join(process.cwd(), "scripts/api-fast-lane.mjs")).href + (env.LOG_LEVEL === "debug" ? "?trace=1" : "");
  const preloads = [peerAddress, ...(env.STATIC_PAGES_IN_MEMORY ? [staticPages] : []), ...(env.API_FAST_LANE ? [fastLane] : []), trackServers].flatMap((p) => ["--import", p]);
  // A heap ceiling well above what the load needs (live heap ~100–250 MB at 200 streaming chats), set
  // for how V8 grows the heap: below 2 GB it grows it less per full collection (×1.6 at 1 GB, up to ×4
  // with this machine's default), so RSS at 200 concurrent chats stays under 400 MB (issue 15, eighth round).
  // And a floor: no full collection while the old space is under SERVER_HEAP_INITIAL_MB, so a burst of
  // chats on an idle server does not pay for collections sized from the idle heap (ninth round).
  const execArgv = [...heapFlags({ ceilingMb: env.SERVER_HEAP_MB, initialMb: env.SERVER_HEAP_INITIAL_MB }), ...preloads];
  const args = ["start", "-p", String(env.PORT), ...(env.HOST ? ["-H", env.HOST] : [])];
  const childEnv = { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" };
  const workers = workerCount();
  if (workers > 1) return serveInWorkers({ cluster, count: workers, exec: nextBin, args, execArgv, env: childEnv });
  const child = spawn(process.execPath, [...execArgv, nextBin, ...args], { stdio: "inherit", env: childEnv });
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

/** WEB_CONCURRENCY on PostgreSQL; the embedded PGlite database belongs to one process, so it stays 1. */
function workerCount(): number {
  const postgres = /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? "");
  if (env.WEB_CONCURRENCY > 1 && !postgres) {
    console.warn(`WEB_CONCURRENCY=${env.WEB_CONCURRENCY} is for PostgreSQL (DATABASE_URL): the embedded database belongs to one process, so one process serves.`);
    return 1;
  }
  return env.WEB_CONCURRENCY;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
