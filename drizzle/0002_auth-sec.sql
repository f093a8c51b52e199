CREATE TABLE "login_throttles" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "login_throttle_last_failure_idx" ON "login_throttles" USING btree ("last_failure_at");--> statement-breakpoint
-- issue 10 (auth-sec), hand-written: the admin role now needs a verified email; an admin row from
-- before that rule (an ADMIN_EMAILS address registered without confirming it) loses the role.
UPDATE "users" SET "role" = 'user' WHERE "role" = 'admin' AND "email_verified_at" IS NULL;