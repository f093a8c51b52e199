// The yardstick for page weight, Lighthouse and throughput: a bare Next app (same installed
// next/react, one <h1>, system fonts, no app code) built in .bench-bare-app/ from this checkout's
// node_modules (no network) and served on a spare port. Besides `/` (and the static `/about` and
// `/text`, ~30 KB) it has a bare JSON route
// (`/api/json`) and a bare one-query route (`/api/one-query?user=<uuid>`: a pg Pool on
// BARE_DATABASE_URL running the app's conversation-list select, so it reads the same rows the
// app's GET /api/conversations does, and nothing else). The build is reused while the installed
// Next version and these files are the same.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";

const ROOT = process.cwd();
const DIR = path.join(ROOT, ".bench-bare-app");
const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
const installedNext = (): string => (JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/next/package.json"), "utf8")) as { version: string }).version;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bare-next-app", private: true }),
  // The checkout is the Turbopack root, so node_modules resolves from the parent folder.
  "next.config.mjs": `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  "app/layout.jsx": `export const metadata = { title: "Bare Next app" };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `export default function Page() {
  return <h1>Hello from a bare Next.js app</h1>;
}
`,
  // Two static non-root pages (no dynamic segment): one <h1>, and ~30 KB of plain text, so the
  // root page's cost can be told from a non-root page's and from a page's bytes (item 6, round 4).
  "app/about/page.jsx": `export default function Page() {
  return <h1>About a bare Next.js app</h1>;
}
`,
  "app/text/page.jsx": `const line = "A bare paragraph of plain text that only adds bytes to the page, the same in the HTML and in its payload. ";
export default function Page() {
  return <main>{Array.from({ length: 60 }, (_, i) => <p key={i}>{line + line}</p>)}</main>;
}
`,
  // Pages of about 10 to 100 KB (text in the HTML and again in its RSC payload, like any page): the
  // bytes-vs-req/s curve of the framework's floor (throughput.ts --only=curve).
  "app/weight/[kb]/page.jsx": `export const dynamicParams = false;
export function generateStaticParams() {
  return ["10", "20", "40", "60", "100"].map((kb) => ({ kb }));
}
const line = "A bare paragraph of plain text that only adds bytes to the page, the same in the HTML and in its payload. ";
export default async function Page({ params }) {
  const { kb } = await params;
  const count = Math.round(((Number(kb) - 5) * 1024) / 2 / (line.length * 2 + 7));
  return <main>{Array.from({ length: count }, (_, i) => <p key={i}>{line + line}</p>)}</main>;
}
`,
  "app/api/json/route.js": `export const dynamic = "force-dynamic";
export function GET() {
  return Response.json({ isAuthenticated: false, timeUntilExpiryMs: 0, needsRefresh: false }, { headers: { "Cache-Control": "no-store" } });
}
`,
  // The same pool size as the app's default (DATABASE_POOL_SIZE 20) and the app's list query.
  "app/api/one-query/route.js": `import pg from "pg";
export const dynamic = "force-dynamic";
const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 20 });
export async function GET(req) {
  const user = new URL(req.url).searchParams.get("user");
  const { rows } = await pool.query(
    "select id, title, is_hidden, source, created_at, updated_at from conversations where user_id = $1 and is_hidden = false order by updated_at desc limit 200",
    [user],
  );
  return Response.json(rows.map((r) => ({ id: r.id, title: r.title, isHidden: r.is_hidden, source: r.source, createdAt: r.created_at, updatedAt: r.updated_at })));
}
`,
};

/** The installed Next version plus a digest of the files, so an edit here rebuilds the app. */
const nextVersion = (): string => `${installedNext()} ${crypto.createHash("sha256").update(JSON.stringify(FILES)).digest("hex").slice(0, 12)}`;

function build(): void {
  const stamp = path.join(DIR, ".next/bare-next-version");
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === nextVersion()) return;
  fs.rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(DIR, file), text);
  }
  console.error(`bench: building the bare Next ${installedNext()} app in ${path.relative(ROOT, DIR)}/ …`);
  const r = spawnSync(process.execPath, [NEXT_BIN, "build"], { cwd: DIR, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (r.status !== 0) throw new Error("bench: the bare app did not build");
  fs.writeFileSync(stamp, nextVersion());
}

export type BareApp = { url: string; stop: () => void };

/**
 * Builds (once) and starts the bare app; `stop()` ends the server this started. `databaseUrl` is
 * what its one-query route reads (a database holding the app's tables).
 */
export async function startBareApp(port = Number(process.env.BARE_PORT ?? 3999), { databaseUrl }: { databaseUrl?: string } = {}): Promise<BareApp> {
  build();
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: DIR, stdio: "ignore", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...(databaseUrl ? { BARE_DATABASE_URL: databaseUrl } : {}) },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => child.kill("SIGTERM") };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`bench: the bare app did not answer on ${url}`);
}
