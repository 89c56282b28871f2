CREATE TABLE "layout_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text,
	"template" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"source_session_id" uuid,
	"created_by" text,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by_email" text,
	CONSTRAINT "layout_templates_version_check" CHECK ("layout_templates"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "layout_templates" ADD CONSTRAINT "layout_templates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_templates" ADD CONSTRAINT "layout_templates_source_session_id_extraction_sessions_id_fk" FOREIGN KEY ("source_session_id") REFERENCES "public"."extraction_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layout_templates" ADD CONSTRAINT "layout_templates_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layout_templates_seller_version_idx" ON "layout_templates" USING btree ("seller_id","version");--> statement-breakpoint
CREATE INDEX "layout_templates_active_idx" ON "layout_templates" USING btree ("seller_id","version") WHERE "layout_templates"."active";