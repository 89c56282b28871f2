ALTER TABLE "lease_offers" ADD COLUMN "source_kind" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD COLUMN "source_name" text;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD COLUMN "source_page" smallint;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD COLUMN "source_batch_id" uuid;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "included_items" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "extra_km_price" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_source_kind_check" CHECK ("lease_offers"."source_kind" in ('price_list', 'admin'));--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_source_page_check" CHECK ("lease_offers"."source_page" >= 1);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_extra_km_price_check" CHECK ("listings"."extra_km_price" >= 0);