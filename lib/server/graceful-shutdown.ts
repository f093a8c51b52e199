// Graceful shutdown of the production server (issue 15 item 2). `npm start` runs `next start`
// with NEXT_MANUAL_SIG_HANDLE set, so Next does not exit on SIGTERM by itself (it would call
// process.exit at once and cut every answer); instrumentation.ts installs this instead.
import type { Server } from "node:http";
import { env } from "@/lib/env";
import { closeDb } from "@/lib/db/client";
import { log } from "@/lib/http/log";
import { abortAnswersInFlight, answersInFlight } from "./answers-in-flight";

/** Filled by scripts/track-servers.mjs (preloaded by scripts/start.ts): the listening HTTP servers. */
const SERVERS = Symbol.for("helpful-hand.http-servers");
const INSTALLED = Symbol.for("helpful-hand.graceful-shutdown");
/** Read by scripts/track-servers.mjs: requests on connections already open answer 503. */
const DRAINING = Symbol.for("helpful-hand.draining");
const holder = globalThis as unknown as Record<symbol, unknown>;

/** After the grace period, how long aborted answers get to save what they have. */
const SAVE_AFTER_ABORT_MS = 10_000;
/** How long the last events (an answer's `done`) get to reach their readers before exit. */
const FLUSH_RESPONSES_MS = 2_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (!done() && Date.now() < end) await sleep(50);
  return done();
}

/** Installs the SIGTERM/SIGINT handler once per process, when Next was told to leave signals to us. */
export function installGracefulShutdown(): void {
  if (!env.NEXT_MANUAL_SIG_HANDLE || holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // A process manager may signal the whole group (our wrapper forwards it too): once is enough.
    if (started) return;
    started = true;
    void shutdown({ graceMs: env.SHUTDOWN_GRACE_SECONDS * 1000, signal }).then(() => process.exit(0), (err: unknown) => {
      log("error", "shutdown failed", { error: String(err) });
      process.exit(1);
    });
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

/**
 * Stops accepting connections (and requests on connections already open), lets the answers in progress finish for up to `graceMs`, then
 * aborts the rest (each saves its text as partial; the questions were saved before the model ran),
 * and closes the database pool.
 */
export async function shutdown({ graceMs, signal }: { graceMs: number; signal: string }): Promise<void> {
  const servers = [...((holder[SERVERS] as Set<Server> | undefined) ?? [])];
  log("warn", "shutting down", { signal, answersInFlight: answersInFlight(), graceMs, servers: servers.length });
  holder[DRAINING] = true;
  const closed = Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  for (const s of servers) s.closeIdleConnections();
  if (!(await until(() => answersInFlight() === 0, graceMs))) {
    log("warn", "grace period over: saving answers as partial", { answersInFlight: answersInFlight() });
    abortAnswersInFlight("shutdown");
    await until(() => answersInFlight() === 0, SAVE_AFTER_ABORT_MS);
  }
  await Promise.race([closed, sleep(FLUSH_RESPONSES_MS)]);
  await closeDb();
  log("warn", "shut down", { signal });
}
