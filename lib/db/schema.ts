import { sql } from "drizzle-orm";
import {
  pgTable, uuid, text, timestamp, integer, bigint, boolean, jsonb, date, uniqueIndex, index, customType, numeric, primaryKey,
} from "drizzle-orm/pg-core";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
import type { HelpCard } from "@/lib/safety/types";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: id(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
  avatarImageId: uuid("avatar_image_id"),
  emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // --- issue 10 (auth-sec): sessions carry this number; logout and losing the password bump it,
  // so every older session cookie stops working at once (lib/auth/caller.ts).
  sessionVersion: integer("session_version").notNull().default(0),
  // --- end issue 10 (auth-sec)
});

export const oauthAccounts = pgTable("oauth_accounts", {
  id: id(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  providerAccountId: text("provider_account_id").notNull(),
  email: text("email"),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("oauth_provider_account_idx").on(t.provider, t.providerAccountId), index("oauth_user_idx").on(t.userId)]);

export const avatarImages = pgTable("avatar_images", {
  id: id(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull().default("image/webp"),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  createdAt: createdAt(),
}, (t) => [index("avatar_user_idx").on(t.userId)]);

export const waitlistStatuses = ["pending_confirmation", "waiting", "invited", "approved"] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export const waitlistEntries = pgTable("waitlist_entries", {
  id: id(),
  email: text("email").notNull().unique(),
  name: text("name"),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  status: text("status", { enum: waitlistStatuses }).notNull().default("pending_confirmation"),
  referralCode: text("referral_code").notNull().unique(),
  referredByCode: text("referred_by_code"),
  referrerId: uuid("referrer_id"),
  /** Referrals whose referred person confirmed (denormalised for fast position lookups). */
  confirmedReferrals: integer("confirmed_referrals").notNull().default(0),
  /** Join order: a gap-free-enough sequence, so "places" are whole numbers (see docs/decisions/beta.md). */
  queueSeq: bigint("queue_seq", { mode: "number" }).generatedAlwaysAsIdentity().notNull(),
  /** 2 × (queue_seq − REFERRAL_BOOST × confirmed_referrals) − (boosted ? 1 : 0); lower is earlier (lib/beta/queue-position.ts). */
  queueScore: bigint("queue_score", { mode: "number" }),
  visitorId: text("visitor_id"),
  signupIp: text("signup_ip"),
  source: text("source"),
  confirmationTokenHash: text("confirmation_token_hash"),
  confirmationExpiresAt: timestamp("confirmation_expires_at", { withTimezone: true }),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  inviteTokenHash: text("invite_token_hash"),
  inviteExpiresAt: timestamp("invite_expires_at", { withTimezone: true }),
  invitedAt: timestamp("invited_at", { withTimezone: true }),
  approvedAt: timestamp("approved_at", { withTimezone: true }),
  approvedVia: text("approved_via"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index("waitlist_status_confirmed_idx").on(t.status, t.confirmedAt),
  index("waitlist_queue_idx").on(t.status, t.queueScore, t.queueSeq),
  index("waitlist_user_idx").on(t.userId),
  index("waitlist_referrer_idx").on(t.referrerId),
  uniqueIndex("waitlist_confirmation_token_idx").on(t.confirmationTokenHash),
  uniqueIndex("waitlist_invite_token_idx").on(t.inviteTokenHash),
]);

export const referralVisits = pgTable("referral_visits", {
  id: id(),
  referralCode: text("referral_code").notNull(),
  visitorId: text("visitor_id").notNull(),
  ip: text("ip"),
  day: date("day").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("referral_visit_once_idx").on(t.referralCode, t.visitorId, t.day)]);

// --- INFRA-SEC (issue 10, item 5): referrals that did not earn a credit, for the admin to review
// (same person by normalised email, same browser or address, an alias already referred, the daily cap). ---
export const referralFlags = pgTable("referral_flags", {
  id: id(),
  referrerId: uuid("referrer_id").notNull().references(() => waitlistEntries.id, { onDelete: "cascade" }),
  referredEntryId: uuid("referred_entry_id").notNull().references(() => waitlistEntries.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  createdAt: createdAt(),
}, (t) => [index("referral_flag_created_idx").on(t.createdAt), uniqueIndex("referral_flag_once_idx").on(t.referredEntryId)]);

export const skipCodes = pgTable("skip_codes", {
  id: id(),
  code: text("code").notNull().unique(),
  maxUses: integer("max_uses").notNull(),
  uses: integer("uses").notNull().default(0),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const skipCodeRedemptions = pgTable("skip_code_redemptions", {
  id: id(),
  codeId: uuid("code_id").notNull().references(() => skipCodes.id, { onDelete: "cascade" }),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("skip_redemption_once_idx").on(t.codeId, t.userId)]);

export const conversations = pgTable("conversations", {
  id: id(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  visitorId: text("visitor_id"),
  title: text("title").notNull().default("New Conversation"),
  hidePhraseHash: text("hide_phrase_hash"),
  /** A fast, non-secret lookup key for the phrase (HMAC), so reveal does not scan every hash. */
  hidePhraseKey: text("hide_phrase_key"),
  isHidden: boolean("is_hidden").notNull().default(false),
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  source: text("source").notNull().default("app"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index("conversation_user_idx").on(t.userId, t.updatedAt),
  index("conversation_visitor_idx").on(t.visitorId, t.updatedAt),
  index("conversation_phrase_idx").on(t.hidePhraseKey),
]);

export const messages = pgTable("messages", {
  id: id(),
  conversationId: uuid("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
  role: text("role", { enum: ["user", "assistant"] }).notNull(),
  content: text("content").notNull(),
  /** complete, partial (stopped or cut) or error. */
  status: text("status").notNull().default("complete"),
  isHidden: boolean("is_hidden").notNull().default(false),
  // --- safety layer (issue 9): the help card shown above an answer that raised a safety concern. ---
  helpCard: jsonb("help_card").$type<HelpCard>(),
  // --- end safety layer ---
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("message_conversation_idx").on(t.conversationId, t.createdAt)]);

export const campaignSessions = pgTable("campaign_sessions", {
  id: id(),
  visitorId: text("visitor_id").notNull(),
  source: text("source").notNull(),
  medium: text("medium").notNull(),
  campaign: text("campaign").notNull(),
  q: text("q"),
  referrer: text("referrer"),
  landingPage: text("landing_page"),
  deviceId: text("device_id"),
  ip: text("ip"),
  userAgent: text("user_agent"),
  createdAt: createdAt(),
}, (t) => [index("campaign_session_visitor_idx").on(t.visitorId), index("campaign_session_created_idx").on(t.createdAt)]);

export const conversionEvents = pgTable("conversion_events", {
  id: id(),
  sessionId: text("session_id").notNull(),
  conversionType: text("conversion_type").notNull(),
  label: text("label"),
  valueUsd: numeric("value_usd", { precision: 10, scale: 2 }).notNull().default("0"),
  questionsAsked: integer("questions_asked").notNull().default(0),
  timeOnSite: integer("time_on_site").notNull().default(0),
  extras: jsonb("extras").$type<Record<string, unknown>>(),
  visitorId: text("visitor_id"),
  source: text("source"),
  medium: text("medium"),
  campaign: text("campaign"),
  // --- INFRA-SEC (issue 10, item 13): the server-side campaign session (the visitor's first) the
  // conversion was verified against; null on rows from before, which the dashboard ignores. ---
  campaignSessionId: uuid("campaign_session_id"),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("conversion_once_idx").on(t.sessionId, t.conversionType),
  index("conversion_created_idx").on(t.createdAt),
  // INFRA-SEC: one conversion of each type per server-side campaign session, whatever sessionId the client sends.
  uniqueIndex("conversion_campaign_session_once_idx").on(t.campaignSessionId, t.conversionType),
]);

export const communitySignups = pgTable("community_signups", {
  id: id(),
  email: text("email"),
  phone: text("phone"),
  name: text("name"),
  interests: jsonb("interests").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  source: text("source").notNull(),
  aweberAdded: boolean("aweber_added").notNull().default(false),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic"),
  message: text("message").notNull(),
  ip: text("ip"),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable("email_outbox", {
  id: id(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html"),
  kind: text("kind").notNull(),
  links: jsonb("links").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** sent (delivered to SMTP), logged (no SMTP configured) or failed. */
  status: text("status").notNull(),
  error: text("error"),
  createdAt: createdAt(),
}, (t) => [index("outbox_to_idx").on(t.to, t.createdAt)]);

export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

// --- issue 10 (auth-sec): the per-account sign-in throttle (growing delays, never a hard lock).
// Keyed by a hash of the normalised email, so unknown and known accounts are treated alike.
export const loginThrottles = pgTable("login_throttles", {
  accountKey: text("account_key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
}, (t) => [index("login_throttle_last_failure_idx").on(t.lastFailureAt)]);
// --- end issue 10 (auth-sec)

// --- issue 11 (coming back): one-time links mailed to an address: "sign-in" (Email me a sign-in
// link, approval/invite/welcome mails) and "reset" (forgot password). Only the SHA-256 of the token
// is kept; used_at is set by the one statement that spends it.
export const emailLinkPurposes = ["sign-in", "reset"] as const;
export type EmailLinkPurpose = (typeof emailLinkPurposes)[number];
export const emailLinks = pgTable("email_links", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  purpose: text("purpose", { enum: emailLinkPurposes }).notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex("email_link_token_idx").on(t.tokenHash), index("email_link_email_idx").on(t.email, t.purpose)]);
// --- end issue 11 (coming back)

export const products = pgTable("products", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  brand: text("brand").notNull(),
  category: text("category").notNull(),
  priceBand: text("price_band").notNull(),
  keySpecs: jsonb("key_specs").$type<string[]>().notNull(),
  pros: jsonb("pros").$type<string[]>().notNull(),
  cons: jsonb("cons").$type<string[]>().notNull(),
  bestFor: text("best_for").notNull(),
  keywords: jsonb("keywords").$type<string[]>().notNull(),
  retailer: text("retailer").notNull(),
  searchQuery: text("search_query").notNull(),
  // --- catalog (issue 9): what budget filtering and need ranking read without parsing price_band.
  // Need tags the product suits ("pet_hair", "beginner"); see data/catalog/categories.json.
  needs: jsonb("needs").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  // The price band's bounds in whole USD (price_high null = open-ended, "$2,000+").
  priceLow: integer("price_low").notNull().default(0),
  priceHigh: integer("price_high"),
  // When an editor last checked the facts; answers show "picks last reviewed {month year}".
  reviewedAt: date("reviewed_at", { mode: "string" }),
  // --- end catalog (issue 9)
  // Needs join the words (underscores as spaces) so "pet hair" or "wide feet" finds the products tagged for it.
  searchVector: tsvector("search_vector").generatedAlwaysAs(
    sql`to_tsvector('english', name || ' ' || brand || ' ' || replace(category, '_', ' ') || ' ' || best_for || ' ' || (keywords::text) || ' ' || replace(needs::text, '_', ' '))`,
  ),
  updatedAt: updatedAt(),
}, (t) => [
  index("product_category_idx").on(t.category),
  index("product_search_idx").using("gin", t.searchVector),
  index("product_category_price_idx").on(t.category, t.priceLow),
]);

// --- answer feedback (issue 13, read by issue 12's admin analytics): one rating per answer, by its conversation's owner. ---
export const answerFeedback = pgTable("answer_feedback", {
  id: id(),
  messageId: uuid("message_id").notNull().references(() => messages.id, { onDelete: "cascade" }),
  conversationId: uuid("conversation_id").notNull().references(() => conversations.id, { onDelete: "cascade" }),
  /** The owner who rated: a user, or a campaign visitor (visitor_id) for instant chats. */
  userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
  visitorId: text("visitor_id"),
  rating: text("rating", { enum: ["up", "down"] }).notNull(),
  /** Only on "down": wrong_product, not_relevant, unsafe, wrong_verse, other. */
  reason: text("reason", { enum: ["wrong_product", "not_relevant", "unsafe", "wrong_verse", "other"] }),
  comment: text("comment"),
  /** The owner agreed that the question and answer may become an evaluation item (npm run eval -- --from-feedback). */
  shareContent: boolean("share_content").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("answer_feedback_message_idx").on(t.messageId),
  index("answer_feedback_conversation_idx").on(t.conversationId),
  index("answer_feedback_created_idx").on(t.createdAt),
]);
// --- end answer feedback ---
