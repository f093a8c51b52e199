import fs from "node:fs";
import path from "node:path";

// PGlite corrupts its directory silently when two processes open it, so one process holds it.
export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(
      `The embedded database in ${dir} is already in use by another process (pid ${pid}). ` +
        `Stop the other server first, or set DATABASE_URL to a PostgreSQL server to run several processes.`,
    );
    this.name = "DataDirLockedError";
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes DIR/.lock for this process. A lock held by our parent (the start script) is ours too. */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, ".lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return release(file);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (pid === process.pid || pid === process.ppid) return () => {};
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true }); // stale lock from a process that is gone
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}

function release(file: string): () => void {
  let done = false;
  const free = () => {
    if (done) return;
    done = true;
    try {
      if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file, { force: true });
    } catch {
      /* already gone */
    }
  };
  process.once("exit", free);
  return free;
}
