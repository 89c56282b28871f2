import { eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database, Executor } from '../../../../db/client';
import { settings } from '../../../../db/schema/admin';
import { catalogState } from '../../../../db/schema/catalog';
import {
  DEFAULT_SETTINGS,
  isSettingsSection,
  readStoredSection,
  SETTINGS_SECTIONS,
  type SettingsSection,
  type SiteSettingsValues,
} from '../../../../domain/admin/settings-schema';

export type StoredSettings = {
  values: SiteSettingsValues;
  savedAt: Record<SettingsSection, string | null>;
};

/** Every section: the saved value, or its default while none is saved (or the saved one no longer fits). */
export async function readSiteSettings(db: Executor): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const values = { ...DEFAULT_SETTINGS } as Record<SettingsSection, unknown>;
  const savedAt = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, null])) as StoredSettings['savedAt'];
  for (const row of rows) {
    if (!isSettingsSection(row.key)) continue;
    values[row.key] = readStoredSection(row.key, row.value);
    savedAt[row.key] = row.updatedAt.toISOString();
  }
  return { values: values as SiteSettingsValues, savedAt };
}

/** One section as its readers will use it (default when unsaved). */
export async function readSettingsSection<S extends SettingsSection>(
  db: Executor,
  section: S,
): Promise<SiteSettingsValues[S]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, section));
  return row ? readStoredSection(section, row.value) : DEFAULT_SETTINGS[section];
}

/**
 * Saves one validated section and records the change in the audit log in the same transaction.
 * Saving the same value again writes nothing and records nothing.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  db: Database,
  actor: AuditActor,
  section: S,
  value: SiteSettingsValues[S],
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, section))
      .for('update');
    const before = existing ? readStoredSection(section, existing.value) : DEFAULT_SETTINGS[section];
    if (existing && JSON.stringify(before) === JSON.stringify(value)) return { changed: false };
    const now = new Date();
    await tx
      .insert(settings)
      .values({ key: section, value, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now, updatedBy: actor.id } });
    if (section === 'search_defaults') {
      // The search targets are part of every process's catalogue snapshot: a new version reloads it.
      await tx
        .update(catalogState)
        .set({ version: sql`${catalogState.version} + 1`, changedAt: now })
        .where(eq(catalogState.id, 1));
    }
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'setting',
      entityId: section,
      before,
      after: value,
    });
    return { changed: true };
  });
}
