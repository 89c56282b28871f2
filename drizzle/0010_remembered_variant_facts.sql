CREATE TABLE "remembered_variant_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"variant_key" text NOT NULL,
	"identity_key" text NOT NULL,
	"fuel_type" text,
	"transmission" text,
	"horsepower" integer,
	"retail_price" integer,
	"body_type" text,
	"source_listing_id" uuid,
	"updated_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remembered_variant_facts_key_unique" UNIQUE("model_id","variant_key","identity_key"),
	CONSTRAINT "remembered_variant_facts_retail_price_check" CHECK ("remembered_variant_facts"."retail_price" > 0),
	CONSTRAINT "remembered_variant_facts_body_type_check" CHECK ("remembered_variant_facts"."body_type" in ('Microcar', 'Test karosseri', 'Stationcar', 'Station Wagon', 'SUV', 'CUV', 'Crossover', 'Minivan', 'MPV', 'Sedan', 'Personbil', 'Hatchback', 'Cabriolet', 'Coupe')),
	CONSTRAINT "remembered_variant_facts_transmission_check" CHECK ("remembered_variant_facts"."transmission" in ('automatic', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "remembered_variant_facts" ADD CONSTRAINT "remembered_variant_facts_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_variant_facts" ADD CONSTRAINT "remembered_variant_facts_source_listing_id_listings_id_fk" FOREIGN KEY ("source_listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;