ALTER TABLE "products" ADD COLUMN "needs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_low" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_high" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reviewed_at" date;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', name || ' ' || brand || ' ' || replace(category, '_', ' ') || ' ' || best_for || ' ' || (keywords::text) || ' ' || replace(needs::text, '_', ' '))) STORED;--> statement-breakpoint
CREATE INDEX "product_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_category_price_idx" ON "products" USING btree ("category","price_low");
