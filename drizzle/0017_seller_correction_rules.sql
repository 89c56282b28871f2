CREATE TABLE "seller_correction_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"from_key" text NOT NULL,
	"from_make" text NOT NULL,
	"from_model" text NOT NULL,
	"from_variant" text NOT NULL,
	"to_make" text NOT NULL,
	"to_model" text NOT NULL,
	"to_variant" text NOT NULL,
	"batch_id" uuid,
	"updated_by" text,
	"updated_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_correction_rules_reading_unique" UNIQUE("seller_id","from_key")
);
--> statement-breakpoint
ALTER TABLE "import_changes" ADD COLUMN "origin" text DEFAULT 'reader' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_changes" ADD COLUMN "read_identity" jsonb;--> statement-breakpoint
ALTER TABLE "import_changes" ADD COLUMN "remembered_identity" jsonb;--> statement-breakpoint
ALTER TABLE "seller_correction_rules" ADD CONSTRAINT "seller_correction_rules_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_correction_rules" ADD CONSTRAINT "seller_correction_rules_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_correction_rules" ADD CONSTRAINT "seller_correction_rules_updated_by_auth_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_correction_rules_batch_idx" ON "seller_correction_rules" USING btree ("batch_id");--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_origin_check" CHECK ("import_changes"."origin" in ('reader', 'split', 'admin'));