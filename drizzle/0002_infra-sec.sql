CREATE TABLE "referral_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_entry_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversion_events" ADD COLUMN "campaign_session_id" uuid;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_referrer_id_waitlist_entries_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_flags" ADD CONSTRAINT "referral_flags_referred_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("referred_entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_flag_created_idx" ON "referral_flags" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_flag_once_idx" ON "referral_flags" USING btree ("referred_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversion_campaign_session_once_idx" ON "conversion_events" USING btree ("campaign_session_id","conversion_type");