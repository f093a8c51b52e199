CREATE TABLE "admin_audit" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_id" text,
	"target_label" text,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"title" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "active_leaf_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "latency_ms" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "skip_codes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "skip_codes" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "has_entry" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_audit" ADD CONSTRAINT "admin_audit_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_audit_created_idx" ON "admin_audit" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_target_idx" ON "admin_audit" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_token_idx" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_link_conversation_idx" ON "share_links" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_active_leaf_id_messages_id_fk" FOREIGN KEY ("active_leaf_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_parent_idx" ON "messages" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "message_search_idx" ON "messages" USING gin (to_tsvector('english', "content"));--> statement-breakpoint
CREATE INDEX "user_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_first_name_prefix_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_without_entry_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."has_entry" = false;--> statement-breakpoint
CREATE INDEX "user_without_entry_email_idx" ON "users" USING btree ("email") WHERE "users"."has_entry" = false;--> statement-breakpoint
CREATE INDEX "waitlist_created_idx" ON "waitlist_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_referrals_idx" ON "waitlist_entries" USING btree ("confirmed_referrals","created_at");--> statement-breakpoint
CREATE INDEX "waitlist_email_prefix_idx" ON "waitlist_entries" USING btree ("email" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "waitlist_name_prefix_idx" ON "waitlist_entries" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
-- Hand-written (issue 12, admin): keep users.has_entry true exactly when a waiting-list entry has the account's email.
CREATE OR REPLACE FUNCTION "hh_entry_sets_has_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "users" SET "has_entry" = false WHERE "email" = OLD."email" AND "has_entry"
      AND NOT EXISTS (SELECT 1 FROM "waitlist_entries" x WHERE x."email" = OLD."email");
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "users" SET "has_entry" = true WHERE "email" = NEW."email" AND NOT "has_entry";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "waitlist_entries_has_entry" AFTER INSERT OR DELETE OR UPDATE OF "email" ON "waitlist_entries"
  FOR EACH ROW EXECUTE FUNCTION "hh_entry_sets_has_entry"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "hh_user_has_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."has_entry" := EXISTS (SELECT 1 FROM "waitlist_entries" x WHERE x."email" = NEW."email");
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_has_entry" BEFORE INSERT OR UPDATE OF "email", "has_entry" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "hh_user_has_entry"();--> statement-breakpoint
UPDATE "users" u SET "has_entry" = EXISTS (SELECT 1 FROM "waitlist_entries" x WHERE x."email" = u."email");--> statement-breakpoint

-- Hand-written (chat-core): conversations from before branches become one branch. Each message's
-- parent is the one before it in the order the list used (created_at, the question before its
-- answer at the same instant), and the active leaf is the last one.
UPDATE "messages" AS m SET "parent_id" = o."prev"
FROM (
  SELECT "id", lag("id") OVER (PARTITION BY "conversation_id" ORDER BY "created_at", CASE "role" WHEN 'user' THEN 0 ELSE 1 END, "id") AS "prev"
  FROM "messages"
) AS o
WHERE m."id" = o."id" AND o."prev" IS NOT NULL;--> statement-breakpoint
UPDATE "conversations" AS c SET "active_leaf_id" = (
  SELECT m."id" FROM "messages" AS m WHERE m."conversation_id" = c."id"
  ORDER BY m."created_at" DESC, CASE m."role" WHEN 'user' THEN 0 ELSE 1 END DESC, m."id" DESC LIMIT 1
);
