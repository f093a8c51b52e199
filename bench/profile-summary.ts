// Summarises a .cpuprofile (bench/cpu-profile.mjs): self time by source file and by function,
// mapped through the bundle's source maps when they exist (.next/server/**/*.js.map), as a share
// of the busy (non-idle) time, and the busy time grouped by who caused it (our files, the pg driver
// with drizzle, Next, node's streams and sockets, GC), per chat when given the level's chats.
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top=40] [chats]
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [top]");
const TOP = Number(process.argv[3] ?? 40);
const CHATS = Number(process.argv[4] ?? 0);
const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;

const maps = new Map<string, TraceMap | null>();
function mapFor(url: string): TraceMap | null {
  if (!maps.has(url)) {
    let map: TraceMap | null = null;
    try {
      const p = url.startsWith("file://") ? fileURLToPath(url) : url;
      if (p.endsWith(".js") && fs.existsSync(`${p}.map`)) map = new TraceMap(fs.readFileSync(`${p}.map`, "utf8"));
    } catch { /* no map */ }
    maps.set(url, map);
  }
  return maps.get(url)!;
}

const where = new Map<number, { file: string; fn: string }>();
for (const n of profile.nodes) {
  const { functionName, url, lineNumber, columnNumber } = n.callFrame;
  let f = url || "(native)";
  let fn = functionName || "(anonymous)";
  const map = url ? mapFor(url) : null;
  if (map && lineNumber >= 0) {
    const o = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (o.source) { f = o.source; fn = `${o.name ?? functionName ?? "(anonymous)"}:${o.line}`; }
  }
  f = f.replace(/^.*node_modules\//, "nm/").replace(/^.*\/(lib|app|scripts|data)\//, "$1/").replace(/^file:\/\/.*\/\.next\//, ".next/");
  where.set(n.id, { file: f, fn });
}

const nodeById = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const byFile = new Map<string, number>();
const byFn = new Map<string, number>();
let busy = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const w = where.get(id)!;
  const name = nodeById.get(id)!.callFrame.functionName;
  if (name === "(idle)") { idle += us; continue; }
  busy += us;
  byFile.set(w.file, (byFile.get(w.file) ?? 0) + us);
  const key = `${w.fn}  ${w.file}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
}
// Inclusive: each sample counts once for every app file on its stack (what a module costs with its callees).
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const inclusive = new Map<string, number>();
profile.samples.forEach((id, i) => {
  if (nodeById.get(id)?.callFrame.functionName === "(idle)") return;
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const f = where.get(at)!.file;
    if (/^(lib|app)\//.test(f)) seen.add(f);
  }
  for (const f of seen) inclusive.set(f, (inclusive.get(f) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const show = (title: string, m: Map<string, number>) => {
  console.log(`\n## ${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / busy).toFixed(1).padStart(5)}%  ${k}`);
  }
};
// Grouped: the nearest frame (from the leaf up) that belongs to our code, the database driver, Next
// or undici names the group, so a socket write counts for whoever asked for it; stacks with none of
// them are node's own (streams, http, timers) and go by the leaf's file. The profiler's own work
// (inspector `dispatch` when it stops) is left out of the busy time here.
const groupOf = (file: string, fn: string): string | null => {
  // Next's own sources map to lib/router*, lib/trace... too: those are Next's, not ours.
  if (/^lib\/(router|trace|start-server|router-server|router-utils|incremental-cache|patch-|url\.ts|implicit-tags|escape-regexp)/.test(file)) return "next";
  if (/^(lib|app)\//.test(file) && !/^lib\/(client|query|connection|result|utils|native)\.js$/.test(file)) return `ours ${file}`;
  if (/^nm\/(pg|pg-pool|pg-protocol|drizzle-orm)\//.test(file) || /^nm\/src\/(sql|node-postgres|pg-core|entity)/.test(file) || /^lib\/(client|query|connection|result|utils)\.js$/.test(file) || /^\.\.\/src\/(parser|serializer)/.test(file)) return "pg + drizzle";
  if (/undici/.test(file)) return "undici";
  if (/next|^\.next\/|\.\.\/src\/server|^lib\/(router|trace|start-server|router-server|router-utils|incremental-cache)/.test(file) || /^webpack:/.test(file)) return "next";
  if (fn === "(garbage collector)") return "GC";
  return null;
};
const groups = new Map<string, number>();
let counted = 0;
profile.samples.forEach((id, i) => {
  const leaf = nodeById.get(id)!;
  if (leaf.callFrame.functionName === "(idle)") return;
  let g: string | null = null;
  for (let at: number | undefined = id; at !== undefined && !g; at = parent.get(at)) {
    const w = where.get(at)!;
    if (w.file.includes("cpu-profile.mjs")) return; // the profiler itself
    g = groupOf(w.file, nodeById.get(at)!.callFrame.functionName);
  }
  g ??= `node ${where.get(id)!.file.replace(/^node:(internal\/)?/, "")}`;
  groups.set(g, (groups.get(g) ?? 0) + (profile.timeDeltas[i] ?? 0));
  counted += profile.timeDeltas[i] ?? 0;
});
console.log(`busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`);
show("self time by file", byFile);
show("self time by function", byFn);
show("inclusive time by app file (callees included)", inclusive);
console.log(`\n## busy time by group (profiler excluded: ${(counted / 1000).toFixed(0)} ms${CHATS ? `, ${(counted / 1000 / CHATS).toFixed(2)} ms a chat` : ""})`);
const top = [...groups].sort((a, b) => b[1] - a[1]);
const sum = (pre: string) => top.filter(([k]) => k.startsWith(pre)).reduce((a, [, v]) => a + v, 0);
for (const pre of ["ours", "pg", "next", "node", "GC", "undici"]) {
  const us = sum(pre);
  console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / counted).toFixed(1).padStart(5)}%${CHATS ? ` ${(us / 1000 / CHATS).toFixed(2).padStart(6)} ms/chat` : ""}  [${pre}]`);
}
for (const [k, us] of top.slice(0, TOP)) {
  console.log(`${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / counted).toFixed(1).padStart(5)}%${CHATS ? ` ${(us / 1000 / CHATS).toFixed(2).padStart(6)} ms/chat` : ""}  ${k}`);
}
