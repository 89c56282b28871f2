CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"event" text NOT NULL,
	"session_id" text NOT NULL,
	"path" text NOT NULL,
	"page_type" text,
	"listing_id" uuid,
	"seller_id" uuid,
	"results_session_id" text,
	"properties" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rate_limit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_received_at_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_event_received_at_idx" ON "analytics_events" USING btree ("event","received_at");--> statement-breakpoint
CREATE INDEX "analytics_events_listing_event_idx" ON "analytics_events" USING btree ("listing_id","event") WHERE "analytics_events"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_seller_event_idx" ON "analytics_events" USING btree ("seller_id","event") WHERE "analytics_events"."seller_id" is not null;