import fs from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { test, expect } from "./fixtures";
import { APP_PORT, appEnv, inheritEnv } from "../playwright.config";

// The client address on a real `npm start` server with TRUST_PROXY_HOPS=0 (the default): the TCP
// peer, whatever forwarding headers the client writes. The main e2e server runs with one trusted
// hop (the browser plays the proxy), so this spec starts its own server on a fresh DATA_DIR.
const PORT = APP_PORT + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = ".data-e2e-peer";
let server: ChildProcess;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  server = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...inheritEnv, ...appEnv, PORT: String(PORT), DATA_DIR, NEXTAUTH_URL: ORIGIN, TRUST_PROXY_HOPS: "0" } as unknown as NodeJS.ProcessEnv,
    stdio: "ignore",
    detached: true, // its own process group, so the start script and Next stop together
  });
  await expect(async () => expect((await fetch(`${ORIGIN}/api/health`)).status).toBe(200)).toPass({ timeout: 90_000, intervals: [500] });
});

test.afterAll(async () => {
  if (server?.pid) {
    try { process.kill(-server.pid, "SIGTERM"); } catch { /* already gone */ }
  }
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

const contact = (n: number, headers: Record<string, string>) =>
  fetch(`${ORIGIN}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body: JSON.stringify({ name: "Peer Test", email: `peer-${n}@example.com`, message: `Peer address test message ${n}.` }),
  });

test("spoofed X-Forwarded-For, X-Real-IP and the internal peer header do not buy a new per-address limit", async () => {
  // The contact form allows five messages per address per 10 minutes; each call claims another address.
  for (let n = 1; n <= 5; n++) {
    const r = await contact(n, { "x-forwarded-for": `192.0.2.${n}`, "x-real-ip": `198.18.0.${n}`, "x-hh-peer-address": `198.19.0.${n}` });
    expect(r.status).toBe(200);
  }
  const sixth = await contact(6, { "x-forwarded-for": "192.0.2.99, 192.0.2.98", "x-real-ip": "198.18.0.99", "x-hh-peer-address": "198.19.0.99" });
  expect(sixth.status).toBe(429);
  expect(sixth.headers.get("retry-after")).toBeTruthy();
});

