// Preloaded with `node --import` in front of `next start` (scripts/start.ts). Next 16 does not hand
// its HTTP server to the app; the graceful shutdown (lib/server/graceful-shutdown.ts) needs it to
// stop accepting connections on SIGTERM, so every server that listens is kept in one global set.
import http from "node:http";

const servers = (globalThis[Symbol.for("helpful-hand.http-servers")] ??= new Set());
const listen = http.Server.prototype.listen;
http.Server.prototype.listen = function listenTracked(...args) {
  servers.add(this);
  this.once("close", () => servers.delete(this));
  return listen.apply(this, args);
};
