import fs from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";
import { test, expect } from "./fixtures";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";

// PGlite corrupts a directory two processes open, so a second `npm start` on the running e2e
// app's DATA_DIR must refuse to start, loudly, and leave the first server and its data alone.
const DATA_DIR = path.resolve(appEnv.DATA_DIR!);

function startSecondServer(): Promise<{ code: number | null; output: string; pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { ...inheritEnv, ...appEnv, PORT: String(APP_PORT + 5) } as unknown as NodeJS.ProcessEnv,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the second server did not exit within 45 s; it said:\n${output}`));
    }, 45_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, pid: child.pid! });
    });
  });
}

const message = (n: number) => ({ name: "Lock Test", email: `lock-${n}@example.com`, message: `Lock test message number ${n}.` });

test("a second server on the same DATA_DIR exits 1 naming the directory; the first keeps serving its data", async ({ request }) => {
  test.setTimeout(90_000);
  const ip = `192.0.2.${(process.pid % 200) + 20}`;
  const headers = { "x-forwarded-for": ip };
  // Data written before: three contact messages count against this address's limit of five.
  for (let i = 1; i <= 3; i++) expect((await request.post("/api/contact", { data: message(i), headers })).status()).toBe(200);

  const lockFile = path.join(DATA_DIR, "pglite", ".lock");
  const holder = fs.readFileSync(lockFile, "utf8").trim();

  const second = await startSecondServer();
  expect(second.code).toBe(1);
  expect(second.output).toContain(`The embedded database in ${path.join(DATA_DIR, "pglite")} is already in use by another process (pid ${holder})`);
  expect(second.output).toContain("DATABASE_URL");
  expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(holder); // the lock still belongs to the first server

  const health = await request.get("/api/health/ready");
  expect(health.status()).toBe(200);
  expect((await health.json()).database).toEqual({ state: "up", kind: "pglite" });

  // The first server still has what it wrote: two more messages fit, the sixth is over the limit.
  for (let i = 4; i <= 5; i++) expect((await request.post("/api/contact", { data: message(i), headers })).status()).toBe(200);
  const sixth = await request.post("/api/contact", { data: message(6), headers });
  expect(sixth.status()).toBe(429);
  expect(sixth.headers()["retry-after"]).toBeTruthy();
});
