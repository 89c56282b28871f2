-- Indstillinger › Standardsøgning is in every process's catalogue snapshot and the site and statistics sections go into every public page: a settings write bumps the catalogue version like a write to the catalogue's tables (ADR 044).
-- Per row, not per statement: a refused save (stale version) runs a claim that updates no row and must leave the version alone.
CREATE TRIGGER "settings_bump_catalog" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH ROW EXECUTE FUNCTION bump_catalog_version();
--> statement-breakpoint
CREATE TRIGGER "settings_truncate_bump_catalog" AFTER TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
