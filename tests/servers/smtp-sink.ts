// A real SMTP server on loopback for e2e runs, with a tiny HTTP API to read what it received:
//   GET /messages?to=<address>  -> [{ to, subject, text, links, receivedAt }] newest first
// Usage: tsx tests/servers/smtp-sink.ts <smtpPort> <httpPort>
import http from "node:http";
import { startSmtpSink } from "./smtp";

const smtpPort = Number(process.argv[2] ?? 2525);
const httpPort = Number(process.argv[3] ?? 2526);

async function main() {
  const sink = await startSmtpSink(smtpPort);
  http
    .createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      if (url.pathname === "/messages") {
        const to = url.searchParams.get("to")?.toLowerCase();
        const list = sink.messages.filter((m) => !to || m.to.includes(to)).slice().reverse();
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(list));
      } else res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    })
    .listen(httpPort, "127.0.0.1", () => console.log(`smtp sink: smtp ${smtpPort}, http ${httpPort}`));
}
main();
