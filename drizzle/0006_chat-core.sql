ALTER TABLE "conversations" ADD COLUMN "active_leaf_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_active_leaf_id_messages_id_fk" FOREIGN KEY ("active_leaf_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_parent_id_messages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_parent_idx" ON "messages" USING btree ("parent_id","created_at");--> statement-breakpoint
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
