import { importBatches, importChanges, settings, userVersions } from '../schema';
import type { VersionedRecord } from './versioned-record';

/** A settings section (key = section name); a section never saved has no row and is at version 0. */
export const versionedSetting: VersionedRecord = {
  table: settings,
  key: settings.key,
  version: settings.version,
  auditEntities: ['setting'],
};

/** An account's admin fields (role, disabled); a user without a user_versions row is at version 1. */
export const versionedUser: VersionedRecord = {
  table: userVersions,
  key: userVersions.userId,
  version: userVersions.version,
  auditEntities: ['user'],
};

/** One proposed change of an import batch: its car (edited, or a price chosen). */
export const versionedImportChange: VersionedRecord = {
  table: importChanges,
  key: importChanges.id,
  version: importChanges.version,
  auditEntities: ['import_change'],
};

/**
 * An import batch: bumped with every edit of one of its changes, so an apply from a review loaded
 * before that edit is refused. Who edited comes from its changes' audit rows (readBatchStaleDetails).
 */
export const versionedImportBatch: VersionedRecord = {
  table: importBatches,
  key: importBatches.id,
  version: importBatches.version,
  auditEntities: ['import_batch'],
};
