ALTER TABLE "lease_offers" ADD COLUMN "stated_total_cost" integer;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD COLUMN "stated_minimum_price" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "order_by_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "delivery_by_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "valid_until_date" date;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "return_fee" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_includes" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_excludes" jsonb;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "monthly_extras" jsonb;--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_stated_total_cost_check" CHECK ("lease_offers"."stated_total_cost" >= 0);--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_stated_minimum_price_check" CHECK ("lease_offers"."stated_minimum_price" >= 0);--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_return_fee_check" CHECK ("listings"."return_fee" >= 0);