CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"seller_id" uuid,
	"seller_name" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"variant" text,
	"mileage_per_year" integer NOT NULL,
	"period_months" smallint NOT NULL,
	"first_payment" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"total_cost" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text,
	"contact_time" text NOT NULL,
	"consent_version" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"delivery_state" text NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" in ('new', 'sent', 'answered', 'closed', 'spam')),
	CONSTRAINT "enquiries_delivery_state_check" CHECK ("enquiries"."delivery_state" in ('queued', 'retrying', 'sent', 'failed', 'kept_in_outbox', 'no_lead_address')),
	CONSTRAINT "enquiries_contact_time_check" CHECK ("enquiries"."contact_time" in ('any', 'morning', 'afternoon', 'evening'))
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "lead_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "monthly_summary_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "enquiry_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "enquiry_role" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enquiries_seller_created_idx" ON "enquiries" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_listing_idx" ON "enquiries" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree (lower("email"));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_enquiry_idx" ON "mail_outbox" USING btree ("enquiry_id");