// The V8 heap flags `npm start` gives each Next process (scripts/heap-flags.ts): the ceiling
// (SERVER_HEAP_MB) and the floor under which no full collection runs (SERVER_HEAP_INITIAL_MB).
import { describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { heapFlags } from "../../scripts/heap-flags";

describe("heapFlags", () => {
  it("gives the ceiling and the initial old space by default", () => {
    expect(heapFlags({ ceilingMb: 1024, initialMb: 192 })).toEqual(["--max-old-space-size=1024", "--initial-old-space-size=192"]);
  });
  it("leaves either to V8 at 0", () => {
    expect(heapFlags({ ceilingMb: 0, initialMb: 192 })).toEqual(["--initial-old-space-size=192"]);
    expect(heapFlags({ ceilingMb: 1024, initialMb: 0 })).toEqual(["--max-old-space-size=1024"]);
    expect(heapFlags({ ceilingMb: 0, initialMb: 0 })).toEqual([]);
  });
  it("keeps the initial size at most half the ceiling, as V8 would", () => {
    expect(heapFlags({ ceilingMb: 256, initialMb: 192 })).toEqual(["--max-old-space-size=256", "--initial-old-space-size=128"]);
  });
  it("are flags this node accepts on its command line", () => {
    const limit = execFileSync(process.execPath, [...heapFlags({ ceilingMb: 1024, initialMb: 192 }), "-e", "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit >> 20))"], { encoding: "utf8" });
    expect(Number(limit)).toBeGreaterThanOrEqual(1024);
  });
});
