CREATE TABLE "extraction_session_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "extraction_session_log_level_check" CHECK ("extraction_session_log"."level" in ('info', 'warn', 'error'))
);
--> statement-breakpoint
CREATE TABLE "extraction_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"batch_id" uuid,
	"job_id" uuid,
	"source_kind" text NOT NULL,
	"source_label" text NOT NULL,
	"source_file_id" uuid,
	"source_text" text,
	"requested_extractor" text NOT NULL,
	"extractor" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"step" text,
	"error_code" text,
	"error_message" text,
	"result" jsonb,
	"cars_found" integer,
	"offers_found" integer,
	"model" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"cost_micro_usd" bigint,
	"prompt_version" text,
	"created_by" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "extraction_sessions_status_check" CHECK ("extraction_sessions"."status" in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "extraction_sessions_source_kind_check" CHECK ("extraction_sessions"."source_kind" in ('pdf_upload', 'pdf_url', 'text', 'csv')),
	CONSTRAINT "extraction_sessions_requested_extractor_check" CHECK ("extraction_sessions"."requested_extractor" in ('auto', 'table', 'toyota', 'ai', 'csv')),
	CONSTRAINT "extraction_sessions_extractor_check" CHECK ("extraction_sessions"."extractor" in ('table', 'toyota', 'ai', 'csv')),
	CONSTRAINT "extraction_sessions_progress_check" CHECK ("extraction_sessions"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "import_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"scope" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	"created_by_email" text,
	"applied_at" timestamp with time zone,
	"applied_by" text,
	"applied_by_email" text,
	CONSTRAINT "import_batches_status_check" CHECK ("import_batches"."status" in ('review', 'applying', 'applied', 'failed', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "import_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"listing_id" uuid,
	"listing_label" text,
	"car" jsonb,
	"match_method" text NOT NULL,
	"confidence" real NOT NULL,
	"field_changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"offer_diff" jsonb,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_by_email" text,
	"applied_at" timestamp with time zone,
	"outcome" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_changes_type_check" CHECK ("import_changes"."type" in ('create', 'update', 'unchanged', 'missing_model', 'withdraw')),
	CONSTRAINT "import_changes_status_check" CHECK ("import_changes"."status" in ('pending', 'approved', 'rejected', 'applied')),
	CONSTRAINT "import_changes_match_method_check" CHECK ("import_changes"."match_method" in ('exact', 'composite', 'scored', 'none')),
	CONSTRAINT "import_changes_confidence_check" CHECK ("import_changes"."confidence" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'succeeded', 'failed', 'cancelled')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "extraction_session_log" ADD CONSTRAINT "extraction_session_log_session_id_extraction_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."extraction_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_sessions" ADD CONSTRAINT "extraction_sessions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_sessions" ADD CONSTRAINT "extraction_sessions_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_sessions" ADD CONSTRAINT "extraction_sessions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_sessions" ADD CONSTRAINT "extraction_sessions_source_file_id_files_id_fk" FOREIGN KEY ("source_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extraction_sessions" ADD CONSTRAINT "extraction_sessions_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_batches" ADD CONSTRAINT "import_batches_applied_by_auth_user_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_batch_id_import_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_reviewed_by_auth_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extraction_session_log_session_idx" ON "extraction_session_log" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "extraction_sessions_created_idx" ON "extraction_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "extraction_sessions_seller_idx" ON "extraction_sessions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "extraction_sessions_status_idx" ON "extraction_sessions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "extraction_sessions_batch_idx" ON "extraction_sessions" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "extraction_sessions_source_file_idx" ON "extraction_sessions" USING btree ("source_file_id");--> statement-breakpoint
CREATE INDEX "import_batches_seller_idx" ON "import_batches" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "import_batches_created_idx" ON "import_batches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_changes_batch_idx" ON "import_changes" USING btree ("batch_id","position");--> statement-breakpoint
CREATE INDEX "import_changes_listing_idx" ON "import_changes" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("run_after","created_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';