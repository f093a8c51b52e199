// Preloaded with `node --import` in front of `next start` by scripts/start.ts when API_FAST_LANE is
// on (the default): a plain GET of a route that offers itself (lib/http/fast-lane.ts) is answered by
// that route's own handler without Next's per-request machinery, written as Next writes it
// (scripts/api-fast-lane-core.mjs); every other request goes to Next untouched. Imported after
// scripts/static-pages.mjs and before scripts/track-servers.mjs, so the draining check (graceful
// shutdown) still runs first. It writes the peer address header itself (scripts/peer-address.mjs
// runs after it). `?trace=1` (LOG_LEVEL=debug) logs every answer from the lane.
import http from "node:http";
import path from "node:path";
import { createRequire } from "node:module";
import { createApiFastLane, readHeaderTable } from "./api-fast-lane-core.mjs";

const line = (level, msg, fields) => JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
const trace = new URL(import.meta.url).searchParams.get("trace") === "1";

let lane = null;
try {
  const table = readHeaderTable(path.join(process.cwd(), ".next"));
  if (table.disabled) throw new Error(table.disabled);
  // Next's own pieces, from the installed Next that serves everything else.
  const require = createRequire(path.join(process.cwd(), "package.json"));
  const config = require(path.join(process.cwd(), ".next/required-server-files.json")).config;
  const compression = require("next/dist/compiled/compression");
  const { releaseCompressionStream } = require("next/dist/server/lib/release-compression-stream");
  const { pipeToNodeResponse } = require("next/dist/server/pipe-readable");
  const next = { compress: config?.compress === false ? null : compression(), releaseCompressionStream, pipeToNodeResponse };
  lane = createApiFastLane(table, next, {
    onServe: trace ? (p) => console.log(line("debug", "api answer from the fast lane", { path: p })) : undefined,
    onError: (err) => console.error(line("error", "api fast lane failed", { error: { class: err?.constructor?.name, message: String(err?.message ?? err).slice(0, 300) } })),
  });
} catch (err) {
  console.error(line("warn", "api fast lane: off", { reason: err.message }));
}
if (lane) {
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitFastLane(event, req, res, ...rest) {
    if (event === "request" && res && lane.serve(req, res)) return true;
    return emit.call(this, event, req, res, ...rest);
  };
}
