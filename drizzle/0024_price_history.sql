CREATE TABLE "offer_price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"mileage_per_year" integer NOT NULL,
	"period_months" smallint NOT NULL,
	"first_payment" integer NOT NULL,
	"kind" text NOT NULL,
	"monthly_price" integer,
	"previous_monthly_price" integer,
	"source" text NOT NULL,
	"batch_id" uuid,
	"observed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offer_price_history_kind_check" CHECK ("offer_price_history"."kind" in ('appeared', 'changed', 'withdrawn')),
	CONSTRAINT "offer_price_history_source_check" CHECK ("offer_price_history"."source" in ('admin', 'import', 'refetch', 'seed', 'other')),
	CONSTRAINT "offer_price_history_price_check" CHECK (("offer_price_history"."kind" = 'withdrawn') = ("offer_price_history"."monthly_price" is null)
        and ("offer_price_history"."kind" = 'changed') = ("offer_price_history"."previous_monthly_price" is not null))
);
--> statement-breakpoint
ALTER TABLE "offer_price_history" ADD CONSTRAINT "offer_price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_price_history_offer_idx" ON "offer_price_history" USING btree ("listing_id","mileage_per_year","period_months","first_payment","observed_at");--> statement-breakpoint
CREATE INDEX "offer_price_history_changed_idx" ON "offer_price_history" USING btree ("observed_at") WHERE "offer_price_history"."kind" = 'changed';--> statement-breakpoint
-- Price history (ADR 068): triggers on lease_offers record every offer that appears, every change of its monthly price and every withdrawal, whichever write path made it. The writer names the source with set_config('leasingmatch.price_source', …, true) inside its transaction; without it an offer's own source_kind decides ('admin' or an import).
CREATE OR REPLACE FUNCTION offer_price_source(offer_source_kind text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    nullif(current_setting('leasingmatch.price_source', true), ''),
    CASE offer_source_kind WHEN 'admin' THEN 'admin' WHEN 'price_list' THEN 'import' ELSE 'other' END
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_offer_prices_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_price_history" ("listing_id", "mileage_per_year", "period_months", "first_payment", "kind",
    "monthly_price", "source", "batch_id", "observed_at")
  SELECT n."listing_id", n."mileage_per_year", n."period_months", n."first_payment", 'appeared',
    n."monthly_price", offer_price_source(n."source_kind"), n."source_batch_id", n."confirmed_at"
  FROM new_offers n;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A changed price is observed when its writer confirmed it (every write path sets confirmed_at with a changed price); a write that leaves confirmed_at alone is observed now. A changed key (first payment, km/år, løbetid) is the old offer withdrawn and a new one appearing.
CREATE OR REPLACE FUNCTION record_offer_prices_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_price_history" ("listing_id", "mileage_per_year", "period_months", "first_payment", "kind",
    "monthly_price", "previous_monthly_price", "source", "batch_id", "observed_at")
  SELECT n."listing_id", n."mileage_per_year", n."period_months", n."first_payment", 'changed',
    n."monthly_price", o."monthly_price", offer_price_source(n."source_kind"), n."source_batch_id",
    CASE WHEN n."confirmed_at" IS DISTINCT FROM o."confirmed_at" THEN n."confirmed_at" ELSE now() END
  FROM old_offers o JOIN new_offers n ON n."id" = o."id"
  WHERE (n."listing_id", n."mileage_per_year", n."period_months", n."first_payment")
      = (o."listing_id", o."mileage_per_year", o."period_months", o."first_payment")
    AND n."monthly_price" <> o."monthly_price"
  UNION ALL
  SELECT o."listing_id", o."mileage_per_year", o."period_months", o."first_payment", 'withdrawn',
    NULL, NULL, offer_price_source(n."source_kind"), n."source_batch_id", now()
  FROM old_offers o JOIN new_offers n ON n."id" = o."id"
  WHERE (n."listing_id", n."mileage_per_year", n."period_months", n."first_payment")
      <> (o."listing_id", o."mileage_per_year", o."period_months", o."first_payment")
  UNION ALL
  SELECT n."listing_id", n."mileage_per_year", n."period_months", n."first_payment", 'appeared',
    n."monthly_price", NULL, offer_price_source(n."source_kind"), n."source_batch_id", now()
  FROM old_offers o JOIN new_offers n ON n."id" = o."id"
  WHERE (n."listing_id", n."mileage_per_year", n."period_months", n."first_payment")
      <> (o."listing_id", o."mileage_per_year", o."period_months", o."first_payment");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A deleted listing takes its history with it (the foreign key's cascade): only offers whose listing is still there are recorded as withdrawn.
CREATE OR REPLACE FUNCTION record_offer_prices_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "offer_price_history" ("listing_id", "mileage_per_year", "period_months", "first_payment", "kind",
    "monthly_price", "source", "observed_at")
  SELECT o."listing_id", o."mileage_per_year", o."period_months", o."first_payment", 'withdrawn', NULL,
    coalesce(nullif(current_setting('leasingmatch.price_source', true), ''), 'other'), now()
  FROM old_offers o
  WHERE EXISTS (SELECT 1 FROM "listings" l WHERE l."id" = o."listing_id");
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lease_offers_price_history_insert" AFTER INSERT ON "lease_offers" REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION record_offer_prices_inserted();
--> statement-breakpoint
CREATE TRIGGER "lease_offers_price_history_update" AFTER UPDATE ON "lease_offers" REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION record_offer_prices_updated();
--> statement-breakpoint
CREATE TRIGGER "lease_offers_price_history_delete" AFTER DELETE ON "lease_offers" REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION record_offer_prices_deleted();
--> statement-breakpoint
-- The offers live when recording began: seen now, at today's price, and nothing claimed before.
INSERT INTO "offer_price_history" ("listing_id", "mileage_per_year", "period_months", "first_payment", "kind",
  "monthly_price", "source", "observed_at")
SELECT "listing_id", "mileage_per_year", "period_months", "first_payment", 'appeared', "monthly_price", 'other', now()
FROM "lease_offers";
