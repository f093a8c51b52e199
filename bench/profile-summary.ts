// Summarises a .cpuprofile (bench/cpu-profile.mjs): self time by source file and by function,
// mapped through the bundle's source maps when they exist (.next/server/**/*.js.map), as a share
// of the busy (non-idle) time. Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [top=40]
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const file = process.argv[2];
if (!file) throw new Error("usage: profile-summary.ts <file.cpuprofile> [top]");
const TOP = Number(process.argv[3] ?? 40);
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
console.log(`busy ${(busy / 1000).toFixed(0)} ms, idle ${(idle / 1000).toFixed(0)} ms over ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`);
show("self time by file", byFile);
show("self time by function", byFn);
show("inclusive time by app file (callees included)", inclusive);
