// `npm start`: migrate the configured database, then serve the built app on PORT.
import { spawn } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { env } from "@/lib/env";
import { DataDirLockedError } from "@/lib/db/lock";
import { prepareDatabase } from "./prepare-database";

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
  // each answer from memory at LOG_LEVEL=debug.
  const staticPages = pathToFileURL(path.join(process.cwd(), "scripts/static-pages.mjs")).href + (env.LOG_LEVEL === "debug" ? "?trace=1" : "");
  const preloads = [peerAddress, ...(env.STATIC_PAGES_IN_MEMORY ? [staticPages] : []), trackServers].flatMap((p) => ["--import", p]);
  const child = spawn(
    process.execPath,
    [...preloads, nextBin, "start", "-p", String(env.PORT), ...(env.HOST ? ["-H", env.HOST] : [])],
    { stdio: "inherit", env: { ...process.env, NEXT_MANUAL_SIG_HANDLE: "true" } },
  );
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => child.kill(sig));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
