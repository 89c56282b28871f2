CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"event" text NOT NULL,
	"page_type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_event_page_type_pk" PRIMARY KEY("day","event","page_type")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_filters" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_filters_day_source_key_pk" PRIMARY KEY("day","source","key")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_listings" (
	"day" date NOT NULL,
	"listing_id" uuid NOT NULL,
	"outbound_seller_id" uuid,
	"views" integer NOT NULL,
	"clicks" integer NOT NULL,
	"outbound" integer NOT NULL,
	"lease_terms_apply" integer NOT NULL,
	CONSTRAINT "analytics_daily_listings_day_listing_id_pk" PRIMARY KEY("day","listing_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_searches" (
	"day" date PRIMARY KEY NOT NULL,
	"sessions" integer NOT NULL,
	"result_views" integer NOT NULL,
	"zero_result_views" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
