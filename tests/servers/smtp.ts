import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; from: string; subject: string; text: string; links: string[]; receivedAt: string };

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed enough to read. */
export async function startSmtpSink(port = 0): Promise<{ port: number; messages: ReceivedMail[]; close: () => Promise<void> }> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const [head, ...rest] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*)$/im.exec(head ?? "")?.[1]?.trim() ?? "";
        const body = decodeBody(rest.join("\n\n"));
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          subject,
          text: body,
          links: [...body.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)].map((m) => m[0]),
          receivedAt: new Date().toISOString(),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return { port: actual, messages, close: () => new Promise((r) => server.close(() => r())) };
}

// nodemailer sends quoted-printable text; undo soft breaks and =XX escapes so links are whole.
function decodeBody(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
