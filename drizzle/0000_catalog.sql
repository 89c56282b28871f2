CREATE TABLE "catalog_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "lease_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"mileage_per_year" integer NOT NULL,
	"period_months" smallint NOT NULL,
	"first_payment" integer NOT NULL,
	"monthly_price" integer NOT NULL,
	"lease_score" smallint NOT NULL,
	"lease_score_method" text NOT NULL,
	"lease_score_version" text DEFAULT '2.1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lease_offers_listing_terms_unique" UNIQUE("listing_id","mileage_per_year","period_months","first_payment"),
	CONSTRAINT "lease_offers_mileage_check" CHECK ("lease_offers"."mileage_per_year" > 0),
	CONSTRAINT "lease_offers_period_check" CHECK ("lease_offers"."period_months" > 0),
	CONSTRAINT "lease_offers_first_payment_check" CHECK ("lease_offers"."first_payment" >= 0),
	CONSTRAINT "lease_offers_monthly_price_check" CHECK ("lease_offers"."monthly_price" > 0),
	CONSTRAINT "lease_offers_score_check" CHECK ("lease_offers"."lease_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "listing_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"file_id" uuid NOT NULL,
	"processed_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid,
	"make_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"variant" text,
	"year" smallint,
	"body_type" text,
	"fuel_type" text,
	"transmission" text,
	"drive_type" text,
	"horsepower" integer,
	"seats" smallint,
	"doors" smallint,
	"wltp_km" integer,
	"consumption_l_100km" numeric(5, 2),
	"consumption_kwh_100km" numeric(5, 2),
	"co2_g_km" integer,
	"co2_tax_half_year" integer,
	"retail_price" integer,
	"description" text,
	"external_url" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listings_status_check" CHECK ("listings"."status" in ('active', 'inactive', 'pending')),
	CONSTRAINT "listings_body_type_check" CHECK ("listings"."body_type" in ('Microcar', 'Test karosseri', 'Stationcar', 'Station Wagon', 'SUV', 'CUV', 'Crossover', 'Minivan', 'MPV', 'Sedan', 'Personbil', 'Hatchback', 'Cabriolet', 'Coupe')),
	CONSTRAINT "listings_fuel_type_check" CHECK ("listings"."fuel_type" in ('Electric', 'Petrol', 'Diesel', 'Hybrid - Petrol', 'Hybrid - Diesel', 'Plug-in - Petrol', 'Plug-in - Diesel')),
	CONSTRAINT "listings_transmission_check" CHECK ("listings"."transmission" in ('Automatic', 'Manual')),
	CONSTRAINT "listings_drive_type_check" CHECK ("listings"."drive_type" in ('FWD', 'RWD', 'AWD', '4WD')),
	CONSTRAINT "listings_retail_price_check" CHECK ("listings"."retail_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "makes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make_id" uuid NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "models_make_name_unique" UNIQUE("make_id","name")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"email" text,
	"phone" text,
	"address" text,
	"country" text DEFAULT 'Danmark',
	"website" text,
	"logo_file_id" uuid,
	"make_id" uuid,
	"price_lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_offers" ADD CONSTRAINT "lease_offers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_images" ADD CONSTRAINT "listing_images_processed_file_id_files_id_fk" FOREIGN KEY ("processed_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_images_listing_idx" ON "listing_images" USING btree ("listing_id","position");--> statement-breakpoint
CREATE INDEX "listings_seller_idx" ON "listings" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "listings_make_model_idx" ON "listings" USING btree ("make_id","model_id");--> statement-breakpoint
CREATE INDEX "listings_status_idx" ON "listings" USING btree ("status");