ALTER TABLE "audit_log" ADD COLUMN "group_id" uuid;--> statement-breakpoint
CREATE INDEX "audit_log_group_idx" ON "audit_log" USING btree ("group_id");--> statement-breakpoint
-- Rows an apply wrote before group_id existed: each listing row names its batch; its summary is the batch's 'apply' row.
UPDATE "audit_log" AS "step" SET "group_id" = "summary"."id" FROM "audit_log" AS "summary" WHERE "summary"."entity" = 'import_batch' AND "summary"."action" = 'apply' AND "step"."entity" = 'listing' AND "step"."group_id" IS NULL AND "step"."after"->>'importBatchId' = "summary"."entity_id";
