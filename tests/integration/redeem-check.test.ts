import { eq } from "drizzle-orm";
import { openTestDb, closeTestDb } from "../helpers/db";
import { call } from "../helpers/http";
import { POST as check } from "@/app/api/redeem/check/route";
import { POST as redeem } from "@/app/api/redeem/route";
import { createSkipCode } from "@/lib/beta/skip-codes";
import { getDb } from "@/lib/db/client";
import { skipCodes } from "@/lib/db/schema";
import { nextIp, verified } from "./auth-helpers";

// Issue 11, item 4: signed out, /redeem says whether a code is good before any sign-in form.

beforeAll(async () => { await openTestDb(); });
afterAll(async () => { await closeTestDb(); });

const ask = (code: string, ip = nextIp()) => call(check, { method: "POST", body: { code }, ip });

test("anonymous: valid, used up, expired and unknown codes are told apart, and checking uses nothing up", async () => {
  const owner = await verified();
  const { code } = await createSkipCode({ maxUses: 1, createdBy: owner.user.id });
  expect((await ask(code.toLowerCase())).json).toEqual({ status: "valid", message: "Your code is good." });
  expect((await ask(code)).json.status).toBe("valid"); // a check is not a use

  const [row] = await (await getDb()).select({ uses: skipCodes.uses }).from(skipCodes).where(eq(skipCodes.code, code));
  expect(row!.uses).toBe(0);
  const r = await call(redeem, { method: "POST", body: { code }, cookies: owner.jar.cookies, headers: { origin: "http://localhost:3000" }, ip: nextIp() });
  expect(r.status).toBe(200);
  expect((await ask(code)).json).toEqual({ status: "used_up", message: "That code has already been used the maximum number of times." });

  const { code: old } = await createSkipCode({ maxUses: 5, createdBy: owner.user.id, expiresAt: new Date(Date.now() + 60_000) });
  await (await getDb()).update(skipCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(skipCodes.code, old));
  expect((await ask(old)).json).toEqual({ status: "expired", message: "That code has expired." });
  expect((await ask("SKIP-NOPE1234")).json).toEqual({ status: "unknown", message: "That code isn't valid. Check it and try again." });
});

test("bad input is a 400 and guessing is limited per address (429 with Retry-After)", async () => {
  const empty = await ask("   ");
  expect(empty.status).toBe(400);
  expect(empty.json.error.code).toBe("validation_failed");
  expect((await ask("X".repeat(65))).status).toBe(400);
  const ip = nextIp();
  for (let i = 0; i < 20; i++) expect((await ask(`GUESS-${i}`, ip)).status).toBe(200);
  const limited = await ask("GUESS-21", ip);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
});
