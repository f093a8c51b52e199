import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import { z } from "zod";

// The only module that reads process.env. Every variable is parsed once, here.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const intWithDefault = (fallback: number, min = 0) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() !== "" ? Number(v) : fallback))
    .pipe(z.number().int().min(min));

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  APP_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: intWithDefault(3000, 1),
  HOST: optionalString,
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^(postgres(ql)?|memory):\/\//, "DATABASE_URL must be a postgres:// URL").optional(),
  ),
  /** PostgreSQL connections per app server (the pool). */
  DATABASE_POOL_SIZE: intWithDefault(20, 1).pipe(z.number().max(200)),
  /** How long a request waits for a PostgreSQL connection before it answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: intWithDefault(3000, 100),
  /** Longest one SQL statement may run on PostgreSQL (server-side statement_timeout). */
  DATABASE_STATEMENT_TIMEOUT_MS: intWithDefault(10_000, 100),
  NEXTAUTH_URL: optionalString.pipe(z.url().optional()),
  NEXTAUTH_SECRET: optionalString,
  SESSION_MAX_AGE_SECONDS: intWithDefault(30 * 24 * 60 * 60, 60),
  ADMIN_EMAILS: z.string().default(""),
  SMTP_URL: optionalString,
  EMAIL_FROM: z.string().default("Helpful Hand <hello@helpfulhand.app>"),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url().optional()),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  OPENAI_TIMEOUT_MS: intWithDefault(60_000, 1000),
  /** Estimated tokens of conversation (system prompt included) sent to the model per answer. */
  OPENAI_HISTORY_TOKENS: intWithDefault(6000, 2000),
  /** Longest answer the model may write (max_tokens on every request). */
  OPENAI_MAX_TOKENS: intWithDefault(1200, 64),
  CAMPAIGN_ACCESS_KEY: z.string().default("hh-campaign"),
  CAMPAIGN_DAILY_QUOTA: intWithDefault(20, 1),
  /** Answers a signed-in (non-admin) user may get per day, both engines, separate from the campaign quota. */
  USER_DAILY_ANSWERS: intWithDefault(200, 1),
  /** Campaign answers (and new visitor ids) per address per day; unset: 5 × CAMPAIGN_DAILY_QUOTA. */
  CAMPAIGN_ADDRESS_DAILY_QUOTA: optionalString.transform((v) => (v === undefined ? undefined : Number(v))).pipe(z.number().int().min(1).optional()),
  AMAZON_ASSOCIATE_TAG: optionalString,
  BETA_CAPACITY: intWithDefault(500, 0),
  REFERRAL_BOOST: intWithDefault(10, 0),
  /** Most referral credits one referrer earns per day; further referrals are flagged for the admin. */
  REFERRAL_DAILY_CREDIT_CAP: intWithDefault(10, 0),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_WELL_KNOWN_URL: optionalString.pipe(z.url().optional()),
  APPLE_CLIENT_ID: optionalString,
  APPLE_TEAM_ID: optionalString,
  APPLE_KEY_ID: optionalString,
  APPLE_PRIVATE_KEY: optionalString,
  AWEBER_ACCESS_TOKEN: optionalString,
  AWEBER_ACCOUNT_ID: optionalString,
  AWEBER_LIST_ID: optionalString,
  /** AWeber's API root; tests point it at a local server. */
  AWEBER_API_URL: z.string().default("https://api.aweber.com/1.0"),
  BRAND_NAME: z.string().default("Helpful Hand"),
  BRAND_TAGLINE: z.string().default("An AI Thinking Partner"),
  SUPPORT_EMAIL: z.string().default("support@helpfulhand.app"),
  SOCIAL_FACEBOOK_URL: z.string().default("https://www.facebook.com/helpfulhandapp"),
  SOCIAL_INSTAGRAM_URL: z.string().default("https://www.instagram.com/helpfulhandapp"),
  /** Reverse proxies in front of the app: 0 = the TCP peer is the client; N = Nth X-Forwarded-For entry from the right. */
  TRUST_PROXY_HOPS: intWithDefault(0, 0).pipe(z.number().max(10)),
  // --- chat-stream (issue 15 item 2): graceful shutdown ---
  /** On SIGTERM, how long answers in progress may still run before they are saved as partial. */
  SHUTDOWN_GRACE_SECONDS: intWithDefault(20, 0),
  /** Set by `npm start` (scripts/start.ts): Next leaves SIGTERM/SIGINT to lib/server/graceful-shutdown.ts. */
  NEXT_MANUAL_SIG_HANDLE: optionalString,
  // --- end chat-stream ---
  /** `npm start` answers the fully static prerendered pages from memory (scripts/static-pages.mjs); "false" hands every request to Next. */
  STATIC_PAGES_IN_MEMORY: z.enum(["true", "false", ""]).optional().transform((v) => v !== "false"),
  /** `npm start` answers a plain GET of the routes that offer themselves (lib/http/fast-lane.ts) in front of Next (scripts/api-fast-lane.mjs); "false" hands them to Next. */
  API_FAST_LANE: z.enum(["true", "false", ""]).optional().transform((v) => v !== "false"),
  // --- load (issue 15 item 5): app processes per machine (scripts/start.ts, node:cluster; PostgreSQL only) ---
  WEB_CONCURRENCY: intWithDefault(1, 1).pipe(z.number().max(64)),
  // The server's old-space ceiling in MB (`--max-old-space-size` of each Next process; 0: V8's default,
  // or NODE_OPTIONS'). Sized from load (issue 15, eighth round): see docs/decisions/scale.md.
  SERVER_HEAP_MB: intWithDefault(1024, 0),
  // The old space size below which the server skips full collections (`--initial-old-space-size` of
  // each Next process; 0: V8's default, sized from an idle heap). Issue 15, ninth round: see scale.md.
  SERVER_HEAP_INITIAL_MB: intWithDefault(192, 0),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Env = z.infer<typeof schema> & { isProduction: boolean; siteUrl: string };

function loadEnv(): Env {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  // A deployment says so with APP_ENV=production; NODE_ENV=production alone is also what
  // `next start` sets on a laptop, where the embedded defaults must keep working.
  const isProduction = e.APP_ENV === "production";
  const siteUrl = (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return { ...e, DATA_DIR: path.resolve(e.DATA_DIR), isProduction, siteUrl };
}

export const env: Env = loadEnv();

/**
 * This server's own address, for requests it makes to itself (the campaign page cache renders a
 * page by asking for it). `next start` records the address it listens on once it does; before
 * that, or elsewhere, the loopback on PORT.
 */
export function selfOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || env.PORT}`;
}

let cachedSecret: string | undefined;

/** The signing secret for sessions and cookies: env, else one generated and kept in DATA_DIR. */
export function authSecret(): string {
  if (cachedSecret) return cachedSecret;
  if (env.NEXTAUTH_SECRET) return (cachedSecret = env.NEXTAUTH_SECRET);
  if (env.isProduction) {
    throw new Error("NEXTAUTH_SECRET is not set. In production it is required: set it to a long random string.");
  }
  const file = path.join(env.DATA_DIR, "nextauth-secret");
  try {
    cachedSecret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.DATA_DIR, { recursive: true });
    const fresh = crypto.randomBytes(32).toString("base64url");
    try {
      fs.writeFileSync(file, fresh, { flag: "wx", mode: 0o600 });
      cachedSecret = fresh;
    } catch {
      cachedSecret = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cachedSecret;
}

export function adminEmails(): string[] {
  return env.ADMIN_EMAILS.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean);
}

/** The per-address ceiling: higher than one visitor's quota, so a shared address serves many people. */
export const campaignAddressDailyQuota = (): number => env.CAMPAIGN_ADDRESS_DAILY_QUOTA ?? 5 * env.CAMPAIGN_DAILY_QUOTA;

export const modelMode = (): "openai" | "offline" => (env.OPENAI_API_KEY ? "openai" : "offline");
export const emailMode = (): "smtp" | "outbox" => (env.SMTP_URL ? "smtp" : "outbox");
