CREATE TABLE "referral_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_entry_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "conversion_events" ADD COLUMN "campaign_session_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "help_card" jsonb;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_referrer_id_waitlist_entries_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_referred_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("referred_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_flag_created_idx" ON "referral_flags" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_flag_once_idx" ON "referral_flags" USING btree ("referred_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_campaign_session_once_idx" ON "conversion_events" USING btree ("campaign_session_id","conversion_type");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "needs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_low" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_high" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_at" date;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || brand || ' ' || replace(category, '_', ' ') || ' ' || best_for || ' ' || (keywords::text) || ' ' || replace(needs::text, '_', ' '))) STORED;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_category_price_idx" ON "products" USING btree ("category","price_low");
