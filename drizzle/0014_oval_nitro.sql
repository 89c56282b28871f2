CREATE TABLE "account_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "account_throttle_window_ends_idx" ON "account_throttle" USING btree ("window_ends_at");