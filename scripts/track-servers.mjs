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

// Once the graceful shutdown has begun, a request on a connection that was already open (HTTP
// keep-alive) is not taken either: 503 with Connection: close, so the client or load balancer
// retries on another server (chat clients reconnect to the answer there).
const DRAINING = Symbol.for("helpful-hand.draining");
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitUnlessDraining(event, req, res, ...rest) {
  if (event === "request" && globalThis[DRAINING] && res && !res.headersSent) {
    res.writeHead(503, { "content-type": "application/json", connection: "close", "retry-after": "1" });
    res.end(JSON.stringify({ error: { code: "unavailable", message: "This server is restarting. Please try again in a moment." } }));
    return true;
  }
  return emit.call(this, event, req, res, ...rest);
};
