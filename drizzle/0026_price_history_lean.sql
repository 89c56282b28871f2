ALTER TABLE "offer_price_history" DROP CONSTRAINT "offer_price_history_listing_id_listings_id_fk";
--> statement-breakpoint
DROP INDEX "offer_price_history_offer_idx";--> statement-breakpoint
CREATE INDEX "offer_price_history_listing_idx" ON "offer_price_history" USING btree ("listing_id","observed_at");--> statement-breakpoint
ALTER TABLE "offer_price_history" DROP COLUMN "id";--> statement-breakpoint
-- ADR 068, measured: a statement-level update trigger captures every updated row twice (old and new) even when no price changed, and an import's apply updates every offer it confirms; a row trigger whose WHEN tests the price and terms in C runs only for the rows that changed. Inserts stay statement-level (one insert … select per chunk of the seed).
DROP TRIGGER "lease_offers_price_history_update" ON "lease_offers";
--> statement-breakpoint
DROP FUNCTION record_offer_prices_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_offer_price_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW."listing_id", NEW."mileage_per_year", NEW."period_months", NEW."first_payment")
      = (OLD."listing_id", OLD."mileage_per_year", OLD."period_months", OLD."first_payment") THEN
    INSERT INTO "offer_price_history" ("listing_id", "mileage_per_year", "period_months", "first_payment", "kind",
      "monthly_price", "previous_monthly_price", "source", "batch_id", "observed_at")
    VALUES (NEW."listing_id", NEW."mileage_per_year", NEW."period_months", NEW."first_payment", 'changed',
      NEW."monthly_price", OLD."monthly_price", offer_price_source(NEW."source_kind"), NEW."source_batch_id",
      CASE WHEN NEW."confirmed_at" IS DISTINCT FROM OLD."confirmed_at" THEN NEW."confirmed_at" ELSE now() END);
  ELSE
    -- New terms are another offer: the old one is withdrawn and the new one appears.
    INSERT INTO "offer_price_history" ("listing_id", "mileage_per_year", "period_months", "first_payment", "kind",
      "monthly_price", "source", "batch_id", "observed_at")
    VALUES
      (OLD."listing_id", OLD."mileage_per_year", OLD."period_months", OLD."first_payment", 'withdrawn', NULL,
        offer_price_source(NEW."source_kind"), NEW."source_batch_id", now()),
      (NEW."listing_id", NEW."mileage_per_year", NEW."period_months", NEW."first_payment", 'appeared',
        NEW."monthly_price", offer_price_source(NEW."source_kind"), NEW."source_batch_id", now());
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lease_offers_price_history_update" AFTER UPDATE ON "lease_offers" FOR EACH ROW
  WHEN (OLD."monthly_price" IS DISTINCT FROM NEW."monthly_price"
    OR (OLD."listing_id", OLD."mileage_per_year", OLD."period_months", OLD."first_payment")
      IS DISTINCT FROM (NEW."listing_id", NEW."mileage_per_year", NEW."period_months", NEW."first_payment"))
  EXECUTE FUNCTION record_offer_price_updated();
--> statement-breakpoint
-- Without a foreign key (one check per inserted row), a deleted listing's history goes with it here. Its offers' own delete trigger records no withdrawal, since the listing is already gone.
CREATE OR REPLACE FUNCTION delete_listings_price_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "offer_price_history" h USING old_listings l WHERE h."listing_id" = l."id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "listings_price_history_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS old_listings FOR EACH STATEMENT EXECUTE FUNCTION delete_listings_price_history();
