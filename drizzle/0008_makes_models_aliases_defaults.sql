CREATE TABLE "make_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"make_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "default_body_type" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "default_fuel_type" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "default_seats" smallint;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "default_doors" smallint;--> statement-breakpoint
-- The unique key must exist before model_aliases' foreign key refers to it.
ALTER TABLE "models" ADD CONSTRAINT "models_id_make_unique" UNIQUE("id","make_id");--> statement-breakpoint
ALTER TABLE "make_aliases" ADD CONSTRAINT "make_aliases_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_aliases" ADD CONSTRAINT "model_aliases_model_make_fk" FOREIGN KEY ("model_id","make_id") REFERENCES "public"."models"("id","make_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "make_aliases_alias_unique" ON "make_aliases" USING btree (lower("alias"));--> statement-breakpoint
CREATE INDEX "make_aliases_make_idx" ON "make_aliases" USING btree ("make_id");--> statement-breakpoint
CREATE UNIQUE INDEX "model_aliases_make_alias_unique" ON "model_aliases" USING btree ("make_id",lower("alias"));--> statement-breakpoint
CREATE INDEX "model_aliases_model_idx" ON "model_aliases" USING btree ("model_id");--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_default_body_type_check" CHECK ("models"."default_body_type" in ('Microcar', 'Test karosseri', 'Stationcar', 'Station Wagon', 'SUV', 'CUV', 'Crossover', 'Minivan', 'MPV', 'Sedan', 'Personbil', 'Hatchback', 'Cabriolet', 'Coupe'));--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_default_fuel_type_check" CHECK ("models"."default_fuel_type" in ('Electric', 'Petrol', 'Diesel', 'Hybrid - Petrol', 'Hybrid - Diesel', 'Plug-in - Petrol', 'Plug-in - Diesel'));--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_default_seats_check" CHECK ("models"."default_seats" between 1 and 9);--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_default_doors_check" CHECK ("models"."default_doors" between 2 and 5);