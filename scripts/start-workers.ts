// WEB_CONCURRENCY=N on PostgreSQL: N `next start` processes share the port through node:cluster (the
// primary accepts connections and hands them to the workers in turn), so one machine's cores all
// serve. Each worker is the same process `npm start` runs alone (same preloads, its own database
// pool, its own graceful shutdown); this primary only starts them, passes signals on and exits
// when they have.
import type { Cluster, Worker } from "node:cluster";

export function serveInWorkers({ cluster, count, exec, args, execArgv, env }: {
  cluster: Cluster; count: number; exec: string; args: string[]; execArgv: string[]; env: NodeJS.ProcessEnv;
}): void {
  cluster.setupPrimary({ exec, args, execArgv });
  const live = new Set<Worker>();
  let stopping: NodeJS.Signals | null = null;
  let exitCode = 0;
  // SIGTERM goes to each worker's process itself (not worker.kill, which disconnects it first and
  // would close its server before its shutdown runs): every worker drains its own answers.
  const stop = (sig: NodeJS.Signals) => {
    stopping ??= sig;
    for (const w of live) w.process.kill(sig);
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => stop(sig));
  cluster.on("exit", (worker, code, signal) => {
    live.delete(worker);
    const failed = code !== 0 && !(stopping && (code === null || signal));
    if (failed) exitCode = code ?? 1;
    // A worker that dies on its own takes the others down with it, as the single process would
    // exit: the process manager restarts the whole server rather than running it short-handed.
    if (!stopping && live.size) {
      console.error(`app worker ${worker.process.pid} exited (${signal ?? code}); stopping the others`);
      stop("SIGTERM");
    }
    if (!live.size) process.exit(exitCode || (stopping ? 0 : 1));
  });
  for (let i = 0; i < count; i++) live.add(cluster.fork(env));
}
