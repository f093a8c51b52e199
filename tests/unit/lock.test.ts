import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { acquireDataDirLock, DataDirLockedError } from "@/lib/db/lock";

// The PGlite directory lock: one process per directory, stale locks are taken over.
let dir: string;
let lockFile: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "hh-lock-"));
  lockFile = path.join(dir, ".lock");
});
afterEach(() => {
  for (const c of children.splice(0)) c.kill("SIGKILL");
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid that belonged to a process which has exited. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  return Number(r.stdout);
}

/** A live process that is neither this one nor its parent. */
function livePid(): number {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

test("a free directory is taken: the lock file holds our pid and release removes it", () => {
  const nested = path.join(dir, "not", "yet", "there");
  const release = acquireDataDirLock(nested);
  expect(fs.readFileSync(path.join(nested, ".lock"), "utf8")).toBe(String(process.pid));
  release();
  expect(fs.existsSync(path.join(nested, ".lock"))).toBe(false);
});

test("a stale lock from a dead pid is taken over", () => {
  const pid = deadPid();
  expect(pid).toBeGreaterThan(0);
  fs.writeFileSync(lockFile, String(pid));
  const release = acquireDataDirLock(dir);
  expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
  release();
});

test("a lock file with garbage in it is treated as stale", () => {
  fs.writeFileSync(lockFile, "not-a-pid\n");
  acquireDataDirLock(dir)();
  expect(fs.existsSync(lockFile)).toBe(false);
});

test("a lock held by a live process is refused with a message naming the directory and pid", () => {
  const pid = livePid();
  fs.writeFileSync(lockFile, String(pid));
  let error: unknown;
  try {
    acquireDataDirLock(dir);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect((error as Error).message).toContain(dir);
  expect((error as Error).message).toContain(`pid ${pid}`);
  expect((error as Error).message).toContain("DATABASE_URL");
  expect(fs.readFileSync(lockFile, "utf8")).toBe(String(pid)); // the owner's lock is untouched
});

test("our own pid is accepted, and releasing that borrowed lock leaves it in place", () => {
  fs.writeFileSync(lockFile, String(process.pid));
  const release = acquireDataDirLock(dir);
  release();
  expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.pid));
});

test("our parent's pid (the start script that migrated the database) is accepted", () => {
  fs.writeFileSync(lockFile, String(process.ppid));
  expect(() => acquireDataDirLock(dir)).not.toThrow();
  expect(fs.readFileSync(lockFile, "utf8")).toBe(String(process.ppid));
});

test("release only removes the lock if it is still ours", () => {
  const release = acquireDataDirLock(dir);
  fs.writeFileSync(lockFile, "999999"); // someone took it over meanwhile
  release();
  expect(fs.readFileSync(lockFile, "utf8")).toBe("999999");
});
