import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { listings, makes, models, sellers } from '../schema';

/**
 * A table whose rows admins edit under optimistic concurrency (ADR 037): its key, its integer
 * `version` column, and the audit_log entities whose newest row says who changed a record last
 * (audit rows written with `entityId` = the record's key).
 */
export type VersionedRecord = {
  table: PgTable;
  key: AnyPgColumn;
  version: AnyPgColumn;
  auditEntities: readonly string[];
};

/** A listing: its own fields and offers (entity 'listing') and its images (entity 'image'). */
export const versionedListing: VersionedRecord = {
  table: listings,
  key: listings.id,
  version: listings.version,
  auditEntities: ['listing', 'image'],
};

export const versionedSeller: VersionedRecord = {
  table: sellers,
  key: sellers.id,
  version: sellers.version,
  auditEntities: ['seller'],
};

/** A make: its name and aliases (audit entity 'make'; a merge into it is audited under the merged make). */
export const versionedMake: VersionedRecord = {
  table: makes,
  key: makes.id,
  version: makes.version,
  auditEntities: ['make'],
};

/** A model: its name, aliases and defaults (audit entity 'model'). */
export const versionedModel: VersionedRecord = {
  table: models,
  key: models.id,
  version: models.version,
  auditEntities: ['model'],
};
