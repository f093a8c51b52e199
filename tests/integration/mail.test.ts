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

    // Tokens at rest (issue 10, item 8): once SMTP took the mail, the outbox row keeps no usable link.
    const [row] = await outbox.latestMailTo({ to: "reader@example.com" });
    expect(row).toMatchObject({ subject: "Confirm your spot", kind: "confirm", status: "sent" });
    expect(row!.links).toEqual(["http://localhost:3000/api/confirm-email?token=redacted&next=redacted"]);
    expect(row!.text).toContain("Confirm here: http://localhost:3000/api/confirm-email?token=redacted&next=redacted");
    expect(JSON.stringify(row)).not.toContain("abc_DEF-123");
  });

  test("a real confirmation mail: the sink gets a working link, the outbox row no token, and the link still confirms", async () => {
    const { outbox } = await loadWith({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    let signup!: (typeof import("@/app/api/email-signup/route"))["POST"];
    let confirm!: (typeof import("@/app/api/confirm-email/route"))["GET"];
    await jest.isolateModulesAsync(async () => {
      signup = (await import("@/app/api/email-signup/route")).POST;
      confirm = (await import("@/app/api/confirm-email/route")).GET;
    });
    const email = "at-rest@example.com";
    expect((await call(signup, { method: "POST", body: { email, name: "Rest" }, ip: "192.0.2.41" })).status).toBe(200);
    const delivered = sink.messages.filter((m) => m.to.includes(email)).at(-1)!;
    const link = delivered.links.find((l) => l.includes("token="))!;
    const token = new URL(link).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);

    const { getDb } = await import("@/lib/db/client");
    const { emailOutbox } = await import("@/lib/db/schema");
    const rows = await (await getDb()).select().from(emailOutbox);
    expect(rows.filter((r) => r.to === email)).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await outbox.latestMailTo({ to: email }))[0]!.status).toBe("sent");

    const confirmed = await call(confirm, { path: new URL(link).pathname + new URL(link).search, ip: "192.0.2.41" });
    expect(confirmed.status).toBeLessThan(400);
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

  test("a failed send keeps no usable link either (the person asks for a new mail)", async () => {
    const { send, outbox } = await loadWith({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    const link = "http://localhost:3000/api/accept-invite?token=secret-invite-token";
    await send.sendMail({ to: "lost2@example.com", subject: "Invite", text: `Join: ${link}`, html: `<a href="${link}">Join</a>`, kind: "invite", links: [link] });
    const { getDb } = await import("@/lib/db/client");
    const { emailOutbox } = await import("@/lib/db/schema");
    const rows = (await (await getDb()).select().from(emailOutbox)).filter((r) => r.to === "lost2@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("failed");
    expect(JSON.stringify(rows)).not.toContain("secret-invite-token");
    expect((await outbox.latestMailTo({ to: "lost2@example.com" }))[0]!.links).toEqual(["http://localhost:3000/api/accept-invite?token=redacted"]);
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
      await new Promise((r) => setImmediate(r)); // stdout log lines go out once per turn of the event loop
    } finally {
      spy.mockRestore();
      process.env.LOG_LEVEL = "silent";
    }
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.msg === "mail kept in outbox");
    expect(logged).toEqual([expect.objectContaining({ level: "info", to: "offline@example.com", subject: "Your invite", links: ["http://localhost:3000/invite?t=1"] })]);
    const [row] = await outbox.latestMailTo({ to: "offline@example.com", kind: "invite" });
    expect(row).toMatchObject({ status: "logged", text: "Come in: http://localhost:3000/invite?t=1", links: ["http://localhost:3000/invite?t=1"] });
    expect(sink.messages.length).toBe(received);
  });
});
