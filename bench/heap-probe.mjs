// Preloaded into the server by bench/load.ts when BENCH_HEAP_LOG is set (NODE_OPTIONS=--import):
// every 100 ms it samples the process's memory (RSS, V8's heap spaces: committed and used, external
// and ArrayBuffer memory) and appends one JSON line per second to $BENCH_HEAP_LOG with each field's
// peak over that second, so a level's RSS can be split into what V8 holds, what it uses, and the rest.
import fs from "node:fs";
import v8 from "node:v8";

const file = process.env.BENCH_HEAP_LOG;
// start.ts passes NODE_OPTIONS on to the Next server it spawns: only the server (`next start`) samples.
if (file && /next/.test(process.argv[1] ?? "")) {
  const mb = (n) => Math.round(n / 1048576);
  let peak = {};
  const sample = () => {
    const m = process.memoryUsage();
    const s = { rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers };
    for (const space of v8.getHeapSpaceStatistics()) {
      s[`${space.space_name}:size`] = space.space_size;
      s[`${space.space_name}:used`] = space.space_used_size;
    }
    for (const [k, v] of Object.entries(s)) peak[k] = Math.max(peak[k] ?? 0, v);
  };
  let ticks = 0;
  const timer = setInterval(() => {
    sample();
    if (++ticks % 10) return;
    const line = { t: Date.now(), pid: process.pid, limit: mb(v8.getHeapStatistics().heap_size_limit), ...Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, mb(v)])) };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
    peak = {};
  }, 100);
  timer.unref();
}

// BENCH_HEAP_PROFILE_DIR: SIGUSR2 starts V8's sampling heap profiler, the next SIGUSR2 writes
// $BENCH_HEAP_PROFILE_DIR/<pid>-<n>.heapprofile (DevTools' Memory tab opens it). Objects a scavenge
// frees are left out (includeObjectsCollectedByMinorGC false), so the profile shows what lived long
// enough to be promoted to the old space (or lives on), by the function that allocated it: what the
// old space's growth between full collections is made of.
const heapDir = process.env.BENCH_HEAP_PROFILE_DIR;
if (heapDir && /next/.test(process.argv[1] ?? "")) {
  const { Session } = await import("node:inspector");
  const path = await import("node:path");
  const session = new Session();
  session.connect();
  const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
  let running = false;
  let n = 0;
  process.on("SIGUSR2", async () => {
    try {
      if (!running) {
        running = true;
        await post("HeapProfiler.enable");
        await post("HeapProfiler.startSampling", { samplingInterval: Number(process.env.BENCH_HEAP_SAMPLING_BYTES ?? 16384), includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: false });
        return;
      }
      running = false;
      const { profile } = await post("HeapProfiler.stopSampling");
      fs.mkdirSync(heapDir, { recursive: true });
      fs.writeFileSync(path.join(heapDir, `${process.pid}-${++n}.heapprofile`), JSON.stringify(profile));
    } catch (err) {
      console.error("heap profile:", err);
    }
  });
}
