import net from "node:net";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { startSmtpSink } from "../servers/smtp";

// The mail layer against a real SMTP server on loopback, and in its embedded outbox mode.
// Env is parsed once per module registry, so each mode loads the modules in a fresh registry
// after setting process.env; the test database (held on globalThis) is shared by all of them.
type SendModule = typeof import("@/lib/email/send");
type OutboxModule = typeof import("@/lib/db/queries/outbox");
type EnvModule = typeof import("@/lib/env");
type ContactRoute = typeof import("@/app/api/contact/route");

let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  await openTestDb();
  sink = await startSmtpSink(0);
});
afterAll(async () => {
  await sink.close();
  await closeTestDb();
  delete process.env.SMTP_URL;
});

async function loadWith(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  let mods!: { send: SendModule; outbox: OutboxModule; env: EnvModule; contact: ContactRoute };
  await jest.isolateModulesAsync(async () => {
    mods = {
      send: await import("@/lib/email/send"),
      outbox: await import("@/lib/db/queries/outbox"),
      env: await import("@/lib/env"),
      contact: await import("@/app/api/contact/route"),
    };
  });
  return mods;
}

/** A loopback port with nothing listening (bound then released). */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

describe("SMTP mode (SMTP_URL set)", () => {
  test("a mail reaches the SMTP server with sender, recipient, subject and whole links; the outbox says sent", async () => {
    const { send, outbox, env } = await loadWith({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, EMAIL_FROM: "Helpful Hand <hello@example.com>" });
    expect(env.emailMode()).toBe("smtp");
    const link = "http://localhost:3000/api/confirm-email?token=abc_DEF-123&next=%2Fapp";
    const r = await send.sendMail({
      to: "reader@example.com",
      subject: "Confirm your spot",
      text: `Welcome!\n\nConfirm here: ${link}\n\n${"A long line to force soft wrapping. ".repeat(6)}`,
      kind: "confirm",
      links: [link],
    });
    expect(r).toEqual({ delivered: true });

    const got = sink.messages.filter((m) => m.to.includes("reader@example.com"));
    expect(got).toHaveLength(1);
    expect(got[0]!.from).toBe("hello@example.com");
    expect(got[0]!.subject).toBe("Confirm your spot");
    expect(got[0]!.text).toContain("Welcome!");
    expect(got[0]!.links).toContain(link);

    const [row] = await outbox.latestMailTo({ to: "reader@example.com" });
    expect(row).toMatchObject({ subject: "Confirm your spot", kind: "confirm", status: "sent", links: [link] });
  });

  test("the contact route mails support through SMTP", async () => {
    const { contact, env } = await loadWith({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    const support = env.env.SUPPORT_EMAIL;
    const before = sink.messages.filter((m) => m.to.includes(support)).length;
    const r = await call(contact.POST, {
      method: "POST",
      body: { name: "Eli Stone", email: "eli@example.com", message: "Could you tell me about the beta?" },
      ip: "192.0.2.40",
    });
    expect(r.status).toBe(200);
    const mails = sink.messages.filter((m) => m.to.includes(support));
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe("[Contact] General from Eli Stone");
    expect(mails.at(-1)!.text).toContain("Could you tell me about the beta?");
    expect(mails.at(-1)!.text).toContain("eli@example.com");
  });

  test("an unreachable SMTP server: the send reports not delivered and the outbox keeps it as failed", async () => {
    const { send, outbox } = await loadWith({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const r = await send.sendMail({ to: "lost@example.com", subject: "Will not arrive", text: "hello", kind: "test" });
    expect(r).toEqual({ delivered: false });
    const [row] = await outbox.latestMailTo({ to: "lost@example.com" });
    expect(row).toMatchObject({ subject: "Will not arrive", status: "failed" });
  });
});

describe("outbox mode (no SMTP_URL)", () => {
  test("the mail is kept in the outbox and one console line carries its links; nothing goes to SMTP", async () => {
    const { send, outbox, env } = await loadWith({ SMTP_URL: undefined, LOG_LEVEL: "info" });
    expect(env.emailMode()).toBe("outbox");
    const received = sink.messages.length;
    const lines: string[] = [];
    const spy = jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => { lines.push(args.join(" ")); });
    try {
      const r = await send.sendMail({
        to: "offline@example.com",
        subject: "Your invite",
        text: "Come in: http://localhost:3000/invite?t=1",
        kind: "invite",
        links: ["http://localhost:3000/invite?t=1"],
      });
      expect(r).toEqual({ delivered: true });
    } finally {
      spy.mockRestore();
      process.env.LOG_LEVEL = "silent";
    }
    expect(lines).toContain('[mail] to=offline@example.com subject="Your invite" link=http://localhost:3000/invite?t=1');
    const [row] = await outbox.latestMailTo({ to: "offline@example.com", kind: "invite" });
    expect(row).toMatchObject({ status: "logged", text: "Come in: http://localhost:3000/invite?t=1", links: ["http://localhost:3000/invite?t=1"] });
    expect(sink.messages.length).toBe(received);
  });
});
