ALTER TABLE "makes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;