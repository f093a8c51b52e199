// Preloaded into the server by bench/load.ts when BENCH_PROFILE_DIR is set (NODE_OPTIONS=--import):
// SIGUSR2 starts a CPU profile of this process, the next SIGUSR2 writes it to
// $BENCH_PROFILE_DIR/<pid>-<n>.cpuprofile (open in Chrome DevTools, or `npx tsx bench/profile-summary.ts`).
// In-process (node:inspector), so only the measured level is profiled, not start-up or warm-up.
import fs from "node:fs";
import path from "node:path";
import { Session } from "node:inspector";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
  let running = false;
  let n = 0;
  process.on("SIGUSR2", async () => {
    try {
      if (!running) {
        running = true;
        await post("Profiler.enable");
        await post("Profiler.setSamplingInterval", { interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 500) });
        await post("Profiler.start");
        return;
      }
      running = false;
      const { profile } = await post("Profiler.stop");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${process.pid}-${++n}.cpuprofile`), JSON.stringify(profile));
    } catch (err) {
      console.error("cpu profile:", err);
    }
  });
}
