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
ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_link_token_idx" ON "share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "share_link_conversation_idx" ON "share_links" USING btree ("conversation_id","created_at");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_active_leaf_id_messages_id_fk" FOREIGN KEY ("active_leaf_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_parent_idx" ON "messages" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "message_search_idx" ON "messages" USING gin (to_tsvector('english', "content"));--> statement-breakpoint
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
