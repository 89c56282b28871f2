CREATE TABLE "price_alert_mails" (
	"mail_id" uuid PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_mails_role_check" CHECK ("price_alert_mails"."role" in ('confirm', 'alert'))
);
--> statement-breakpoint
CREATE TABLE "price_alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"alert_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_tokens_purpose_check" CHECK ("price_alert_tokens"."purpose" in ('confirm', 'manage'))
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"listing_id" uuid,
	"mileage_per_year" integer,
	"period_months" integer,
	"first_payment" integer,
	"price_limit" integer,
	"last_price" integer,
	"label" text NOT NULL,
	"search_query" text,
	"seen_listing_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"last_sent_period" text,
	"last_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_kind_check" CHECK ("price_alerts"."kind" in ('car', 'search')),
	CONSTRAINT "price_alerts_frequency_check" CHECK ("price_alerts"."frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "price_alerts_status_check" CHECK ("price_alerts"."status" in ('pending', 'active', 'unsubscribed')),
	CONSTRAINT "price_alerts_target_check" CHECK (("price_alerts"."kind" = 'car' and "price_alerts"."listing_id" is not null and "price_alerts"."price_limit" is not null and "price_alerts"."last_price" is not null)
        or ("price_alerts"."kind" = 'search' and "price_alerts"."search_query" is not null))
);
--> statement-breakpoint
ALTER TABLE "price_alert_mails" ADD CONSTRAINT "price_alert_mails_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_mails" ADD CONSTRAINT "price_alert_mails_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_tokens" ADD CONSTRAINT "price_alert_tokens_alert_id_price_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."price_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alert_mails_alert_idx" ON "price_alert_mails" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "price_alert_mails_created_idx" ON "price_alert_mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "price_alert_tokens_alert_idx" ON "price_alert_tokens" USING btree ("alert_id");--> statement-breakpoint
CREATE INDEX "price_alerts_due_idx" ON "price_alerts" USING btree ("status","frequency");--> statement-breakpoint
CREATE INDEX "price_alerts_email_idx" ON "price_alerts" USING btree (lower("email"));--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_price_alert_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One evaluation of the "straks" alerts per change batch (ADR 072): queued with the write that bumped
  -- the catalogue version, a few seconds ahead so the rest of a batch joins it; only while a straks
  -- alert is active and no evaluation is waiting already.
  IF EXISTS (SELECT 1 FROM "price_alerts" WHERE "status" = 'active' AND "frequency" = 'instant')
     AND NOT EXISTS (SELECT 1 FROM "jobs" WHERE "kind" = 'price_alerts_changes' AND "status" = 'queued') THEN
    INSERT INTO "jobs" ("kind", "payload", "run_after", "max_attempts")
      VALUES ('price_alerts_changes', '{}'::jsonb, now() + interval '5 seconds', 3);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "catalog_state_price_alerts" AFTER UPDATE OF "version" ON "catalog_state" FOR EACH ROW EXECUTE FUNCTION queue_price_alert_changes();
