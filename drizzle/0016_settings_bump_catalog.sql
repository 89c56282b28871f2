-- Indstillinger › Standardsøgning is in every process's catalogue snapshot and the site and statistics sections go into every public page: a settings write bumps the catalogue version like a write to the catalogue's tables (ADR 044).
CREATE TRIGGER "settings_bump_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
