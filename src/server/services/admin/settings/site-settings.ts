import { eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database, Executor } from '../../../../db/client';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedSetting } from '../../../../db/record-version/versioned-settings-users-batches';
import { settings } from '../../../../db/schema/admin';
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
  versions: Record<SettingsSection, number>;
};

/** Every section: the saved value, or its default while none is saved (or the saved one no longer fits). */
export async function readSiteSettings(db: Executor): Promise<StoredSettings> {
  const rows = await db.select().from(settings);
  const values = { ...DEFAULT_SETTINGS } as Record<SettingsSection, unknown>;
  const savedAt = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, null])) as StoredSettings['savedAt'];
  const versions = Object.fromEntries(SETTINGS_SECTIONS.map((s) => [s, 0])) as StoredSettings['versions'];
  for (const row of rows) {
    if (!isSettingsSection(row.key)) continue;
    values[row.key] = readStoredSection(row.key, row.value);
    savedAt[row.key] = row.updatedAt.toISOString();
    versions[row.key] = row.version;
  }
  return { values: values as SiteSettingsValues, savedAt, versions };
}

/** One section as its readers will use it (default when unsaved). */
export async function readSettingsSection<S extends SettingsSection>(
  db: Executor,
  section: S,
): Promise<SiteSettingsValues[S]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, section));
  return row ? readStoredSection(section, row.value) : DEFAULT_SETTINGS[section];
}

export type SaveSettingsResult =
  | { kind: 'saved'; changed: boolean; version: number }
  | { kind: 'stale'; currentVersion: number };

/**
 * Saves one validated section if it is still at `expectedVersion` (0: never saved), and records the
 * change in the audit log in the same transaction (ADR 037). Saving the same value again writes
 * nothing and records nothing. The settings trigger bumps the catalogue version (ADR 044): the search
 * targets and the public site settings travel with it.
 */
export async function saveSettingsSection<S extends SettingsSection>(
  db: Database,
  actor: AuditActor,
  section: S,
  value: SiteSettingsValues[S],
  expectedVersion: number,
): Promise<SaveSettingsResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ value: settings.value, version: settings.version })
      .from(settings)
      .where(eq(settings.key, section))
      .for('update');
    const before = existing ? readStoredSection(section, existing.value) : DEFAULT_SETTINGS[section];
    if (existing?.version === expectedVersion && JSON.stringify(before) === JSON.stringify(value)) {
      return { kind: 'saved', changed: false, version: existing.version };
    }
    const claim = existing
      ? await claimRecordVersion(tx, versionedSetting, section, expectedVersion)
      : await claimUnsavedSection(tx, section, expectedVersion);
    if (claim.kind !== 'claimed') {
      return { kind: 'stale', currentVersion: claim.kind === 'stale' ? claim.currentVersion : 0 };
    }
    const now = new Date();
    await tx
      .update(settings)
      .set({ value, updatedAt: now, updatedBy: actor.id })
      .where(eq(settings.key, section));
    await recordAudit(tx, actor, {
      action: 'update',
      entity: 'setting',
      entityId: section,
      before,
      after: value,
    });
    return { kind: 'saved', changed: true, version: claim.version };
  });
}

/**
 * The first save of a section creates its row at version 1, only from version 0; a concurrent first
 * save that inserted first makes this one stale.
 */
async function claimUnsavedSection(tx: Executor, section: SettingsSection, expectedVersion: number) {
  if (expectedVersion !== 0) return { kind: 'stale', currentVersion: 0 } as const;
  const [inserted] = await tx
    .insert(settings)
    .values({ key: section, value: DEFAULT_SETTINGS[section], version: 1 })
    .onConflictDoNothing()
    .returning({ version: settings.version });
  if (inserted) return { kind: 'claimed', version: inserted.version } as const;
  const [current] = await tx
    .select({ version: settings.version })
    .from(settings)
    .where(eq(settings.key, section));
  return { kind: 'stale', currentVersion: current?.version ?? 0 } as const;
}
