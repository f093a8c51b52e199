import fs from "node:fs";
import http from "node:http";
import crypto from "node:crypto";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { Client as PgClient } from "pg";
import { appEnv, inheritEnv } from "../playwright.config";

// Real parts for the scale specs: a throwaway PostgreSQL server, production app servers
// (`scripts/start.ts`, as `npm start` runs it, on the e2e build), a round-robin reverse proxy that
// appends X-Forwarded-For like a load balancer, and a client that calls from a chosen loopback
// address (127.0.0.0/8 is all local on Linux), so the proxy sees distinct client addresses.

export const hasPostgresBinaries = () => {
  try {
    return fs.readdirSync("/usr/lib/postgresql").some((v) => fs.existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));
  } catch {
    return false;
  }
};

export type Postgres = { url: string; stop: () => void; start: () => void; remove: () => void };

/** scripts/ci/pg-start.sh on `port`; `stop`/`start` take it down and up again on the same data. */
export function startPostgres(port: number): Postgres {
  const out = execFileSync("scripts/ci/pg-start.sh", [String(port)], { encoding: "utf8" });
  const vars = Object.fromEntries([...out.matchAll(/(\w+)='([^']*)'/g)].map((m) => [m[1], m[2]]));
  const { PG_TMP: dir, PG_BIN: bin, TEST_DATABASE_URL: url } = vars as Record<string, string>;
  const asPostgres = (cmd: string) =>
    process.getuid?.() === 0 ? execFileSync("su", ["postgres", "-s", "/bin/bash", "-c", cmd]) : execFileSync("bash", ["-c", cmd]);
  const opts = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  return {
    url: url!,
    stop: () => { asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -m fast -w stop >/dev/null`); },
    start: () => { asPostgres(`'${bin}/pg_ctl' -D '${dir}/data' -l '${dir}/pg.log' -o "${opts}" -w start >/dev/null`); },
    remove: () => execFileSync("scripts/ci/pg-stop.sh", { env: { ...process.env, PG_TMP: dir, PG_BIN: bin } }),
  };
}

/** A fresh database on `serverUrl`; returns its URL and a drop function. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hh_scale_${crypto.randomBytes(5).toString("hex")}`;
  const admin = new PgClient({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new PgClient({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

export type AppServer = { port: number; origin: string; process: ChildProcess; output: () => string; stop: () => Promise<void> };

/** One production server on `port` with `env` over the e2e defaults; resolves once it is ready. */
export async function startServer(port: number, env: Record<string, string>): Promise<AppServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env: { ...inheritEnv, ...appEnv, DATA_DIR: `.data-e2e-scale-${port}`, ...env, PORT: String(port) } as unknown as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true, // its own process group, so the start script and Next stop together
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    try { process.kill(-child.pid!, "SIGTERM"); } catch { /* already gone */ }
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health/ready`)).status === 200) break;
    } catch { /* not listening yet */ }
    if (Date.now() > deadline) { await stop(); throw new Error(`server on ${port} not ready in 120 s:\n${output}`); }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { port, origin, process: child, output: () => output, stop };
}

export type Proxy = { origin: string; served: string[]; close: () => Promise<void> };

/**
 * Round-robin reverse proxy: each request goes to the next backend, with the TCP peer's address
 * appended to X-Forwarded-For (what nginx's $proxy_add_x_forwarded_for does) and the backend's
 * port in `served` and the `x-backend` response header. Responses stream through unbuffered.
 */
export async function startProxy(port: number, backends: number[]): Promise<Proxy> {
  let next = 0;
  const served: string[] = [];
  const server = http.createServer((req, res) => {
    const backend = backends[next++ % backends.length]!;
    served.push(String(backend));
    const prior = req.headers["x-forwarded-for"];
    const headers = { ...req.headers, "x-forwarded-for": prior ? `${prior}, ${req.socket.remoteAddress}` : req.socket.remoteAddress! };
    const upstream = http.request({ host: "127.0.0.1", port: backend, method: req.method, path: req.url, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, { ...up.headers, "x-backend": String(backend) });
      up.pipe(res);
    });
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: "bad_gateway", message: "backend unreachable" } }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${port}`, served, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) };
}

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => any; ms: number }; // eslint-disable-line @typescript-eslint/no-explicit-any -- test replies are checked field by field

/** A browser-like caller from one loopback address, keeping its cookies. */
export class Caller {
  private cookies = new Map<string, string>();
  constructor(readonly origin: string, readonly address: string) {}

  /** Another caller holding a copy of these cookies (a copied session cookie). */
  clone(): Caller {
    const copy = new Caller(this.origin, this.address);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, timeoutMs = 30_000): Promise<Reply> {
    const started = Date.now();
    const url = new URL(path, this.origin);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: url.hostname, port: url.port, path: url.pathname + url.search, method, localAddress: this.address,
        headers: { ...(payload ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}), ...headers },
        timeout: timeoutMs,
      }, (res) => {
        for (const c of res.headers["set-cookie"] ?? []) {
          const [pair] = c.split(";");
          const i = pair!.indexOf("=");
          const [name, value] = [pair!.slice(0, i), pair!.slice(i + 1)];
          if (value === "" || /max-age=0/i.test(c)) this.cookies.delete(name); else this.cookies.set(name, value);
        }
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text, json: () => JSON.parse(text), ms: Date.now() - started }));
      });
      req.on("timeout", () => req.destroy(new Error(`${method} ${path} took over ${timeoutMs} ms`)));
      req.on("error", reject);
      req.end(payload);
    });
  }
  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, undefined, headers);
  post = (path: string, body: unknown, headers?: Record<string, string>) => this.request("POST", path, body, headers);
}

/** Server-Sent Events in a reply body, in order. */
export const sseEvents = (text: string) =>
  text.split("\n\n").filter(Boolean).map((block) => ({
    event: /^event: (.*)$/m.exec(block)?.[1] ?? "",
    data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? "null") as unknown,
  }));

/** One answer read raw: its status line, its headers as sent (name, case, order, duplicates) and its bytes. */
export type RawReply = { head: string; headers: string[]; body: Buffer };

/** A request with exactly these headers (nothing added), for comparing two servers' answers byte for byte. */
export function rawRequest(port: number, path: string, method: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ head: `${res.statusCode} ${res.statusMessage}`, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Its headers as "Name: value" lines, all but Date (which differs between any two answers). */
export const headerLines = (r: RawReply) => r.headers.flatMap((v, i) => (i % 2 === 0 && v.toLowerCase() !== "date" ? [`${v}: ${r.headers[i + 1]}`] : []));
