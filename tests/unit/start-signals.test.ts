// `npm start` must hand SIGTERM to scripts/start.ts itself, whatever its load: the tsx CLI relays a
// signal and SIGKILLs a child that hasn't reported it within ~30 ms, which on a busy machine killed
// start.ts before it could pass SIGTERM on, orphaning the Next server and exiting 143 (a graceful
// shutdown lost). So `npm start` runs start.ts in one node process with tsx as a loader.
import { describe, expect, it } from "@jest/globals";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const startCommand = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;

function runUntilTerm(command: string): Promise<{ code: number | null; out: string }> {
  const [bin, ...args] = command.replace("scripts/start.ts", "tests/fixtures/busy-until-term.ts").split(/\s+/);
  const child = spawn(bin === "node" ? process.execPath : path.join(root, "node_modules/.bin", bin!), args, { cwd: root, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  return new Promise((resolve) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("ready") && !child.killed) setTimeout(() => child.kill("SIGTERM"), 200);
    });
    child.on("exit", (code) => resolve({ code, out }));
  });
}

describe("npm start and SIGTERM", () => {
  it("runs scripts/start.ts in node itself (tsx as a loader, no signal relay)", () => {
    expect(startCommand).toBe("node --import tsx scripts/start.ts");
  });
  it("a busy start process still gets SIGTERM and exits 0", async () => {
    const { code, out } = await runUntilTerm(startCommand);
    expect(out).toContain("drained");
    expect(code).toBe(0);
  }, 20000);
  it("through the tsx CLI the same process is killed instead (why start doesn't use it)", async () => {
    const { code, out } = await runUntilTerm("tsx scripts/start.ts");
    expect(out).not.toContain("drained");
    expect(code).toBe(143);
  }, 20000);
});
