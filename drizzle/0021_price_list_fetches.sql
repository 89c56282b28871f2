CREATE TABLE "price_list_fetches" (
	"seller_id" uuid NOT NULL,
	"url" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"succeeded_at" timestamp with time zone,
	"content_sha256" text,
	"outcome" text NOT NULL,
	"error" text,
	"failing_since" timestamp with time zone,
	"session_id" uuid,
	"batch_id" uuid,
	CONSTRAINT "price_list_fetches_seller_id_url_pk" PRIMARY KEY("seller_id","url"),
	CONSTRAINT "price_list_fetches_outcome_check" CHECK ("price_list_fetches"."outcome" in ('unchanged', 'same_reading', 'changed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "price_list_fetches" ADD CONSTRAINT "price_list_fetches_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_fetches" ADD CONSTRAINT "price_list_fetches_session_id_extraction_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."extraction_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_fetches" ADD CONSTRAINT "price_list_fetches_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_fetches_checked_idx" ON "price_list_fetches" USING btree ("checked_at");