// Preloaded with `node --import` in front of `next start` (scripts/start.ts). Next 16 gives route
// handlers no socket, and only fills X-Forwarded-For from it when the client sent none, so with
// TRUST_PROXY_HOPS=0 the app could not tell the real peer from a header the client wrote. This
// writes the socket's address into one internal header on every request, overwriting any copy the
// client sent, and marks the process so lib/http/client-info.ts knows the header is ours.
import http from "node:http";

const HEADER = "x-hh-peer-address";
globalThis[Symbol.for("helpful-hand.peer-address")] = true;

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithPeer(event, req, ...rest) {
  if ((event === "request" || event === "upgrade") && req && req.headers) {
    req.headers[HEADER] = (req.socket && req.socket.remoteAddress) || "";
  }
  return emit.call(this, event, req, ...rest);
};
