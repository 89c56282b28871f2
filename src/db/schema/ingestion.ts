import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  type ConcreteExtractorName,
  type ExtractedCar,
  type ExtractedPriceList,
  type ExtractorName,
  extractorNames,
} from '../../domain/ingestion/extracted-price-list';
import {
  type ApplyCounts,
  type ExtractionSessionStatus,
  type ExtractionSourceKind,
  extractionSessionStatuses,
  extractionSourceKinds,
  type ImportBatchStatus,
  importBatchStatuses,
  type SessionLogLevel,
  sessionLogLevels,
} from '../../domain/ingestion/ingestion-api';
import type { CarIdentity } from '../../domain/ingestion/matching/correction-rules';
import {
  type BatchScope,
  type ChangeStatus,
  type ChangeType,
  changeStatuses,
  changeTypes,
  type FieldChange,
  type MatchMethod,
  matchMethods,
  type OfferDiff,
  type OutlierWarning,
} from '../../domain/ingestion/proposed-change';
import { type ChangeOrigin, changeOrigins } from '../../domain/ingestion/review-edits';
import { user } from './auth';
import { files, listings, sellers } from './catalog';
import { jobs } from './jobs';

const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
const at = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => at('created_at').notNull().defaultNow();
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });

// One definition of the statuses and kinds: the API contract's (src/domain), re-exported for db code.
export {
  type ApplyCounts,
  type ExtractionSessionStatus,
  type ExtractionSourceKind,
  extractionSessionStatuses,
  extractionSourceKinds,
  type ImportBatchStatus,
  importBatchStatuses,
  type SessionLogLevel,
  sessionLogLevels,
};

/** What the last apply of a batch did: counts when it committed, a Danish error when it rolled back. */
export type ImportBatchResult = { counts: ApplyCounts } | { error: string; failedAt: string };
/** What apply did with one change. */
export type ImportChangeOutcome =
  | { action: 'created' | 'updated' | 'withdrawn'; listingId: string }
  | { action: 'unchanged'; listingId: string | null };

export const importBatches = pgTable(
  'import_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    status: text('status').$type<ImportBatchStatus>().notNull().default('review'),
    /** The makes and models the batch's sources cover; withdrawals are proposed only inside it. */
    scope: jsonb('scope').$type<BatchScope>().notNull().default([]),
    result: jsonb('result').$type<ImportBatchResult>(),
    createdAt: createdAt(),
    createdBy: userRef('created_by'),
    createdByEmail: text('created_by_email'),
    appliedAt: at('applied_at'),
    appliedBy: userRef('applied_by'),
    appliedByEmail: text('applied_by_email'),
    /** Optimistic concurrency (ADR 037): bumped by every admin write to one of its changes; apply checks it. */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('import_batches_status_check', sql`${t.status} in (${sqlList(importBatchStatuses)})`),
    index('import_batches_seller_idx').on(t.sellerId, t.createdAt),
    index('import_batches_created_idx').on(t.createdAt),
  ],
);

export const extractionSessions = pgTable(
  'extraction_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sourceKind: text('source_kind').$type<ExtractionSourceKind>().notNull(),
    /** File name, URL or a short label for pasted text. */
    sourceLabel: text('source_label').notNull(),
    sourceFileId: uuid('source_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Pasted text or CSV. */
    sourceText: text('source_text'),
    requestedExtractor: text('requested_extractor').$type<ExtractorName>().notNull(),
    /** The extractor that ran ('auto' resolves to one of table, toyota, ai). */
    extractor: text('extractor').$type<ConcreteExtractorName>(),
    status: text('status').$type<ExtractionSessionStatus>().notNull().default('queued'),
    progress: smallint('progress').notNull().default(0),
    step: text('step'),
    errorCode: text('error_code'),
    /** Danish, shown to the admin. */
    errorMessage: text('error_message'),
    result: jsonb('result').$type<ExtractedPriceList>(),
    carsFound: integer('cars_found'),
    offersFound: integer('offers_found'),
    model: text('model'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }),
    promptVersion: text('prompt_version'),
    createdBy: userRef('created_by'),
    createdByEmail: text('created_by_email'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    check('extraction_sessions_status_check', sql`${t.status} in (${sqlList(extractionSessionStatuses)})`),
    check(
      'extraction_sessions_source_kind_check',
      sql`${t.sourceKind} in (${sqlList(extractionSourceKinds)})`,
    ),
    check(
      'extraction_sessions_requested_extractor_check',
      sql`${t.requestedExtractor} in (${sqlList(extractorNames)})`,
    ),
    check(
      'extraction_sessions_extractor_check',
      sql`${t.extractor} in (${sqlList(extractorNames.filter((name) => name !== 'auto'))})`,
    ),
    check('extraction_sessions_progress_check', sql`${t.progress} between 0 and 100`),
    index('extraction_sessions_created_idx').on(t.createdAt),
    index('extraction_sessions_seller_idx').on(t.sellerId, t.createdAt),
    index('extraction_sessions_status_idx').on(t.status, t.createdAt),
    index('extraction_sessions_batch_idx').on(t.batchId),
    index('extraction_sessions_source_file_idx').on(t.sourceFileId),
  ],
);

/** Append-only, so a page can poll for the lines after the last id it has. */
export const extractionSessionLog = pgTable(
  'extraction_session_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => extractionSessions.id, { onDelete: 'cascade' }),
    at: at('at').notNull().defaultNow(),
    level: text('level').$type<SessionLogLevel>().notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    check('extraction_session_log_level_check', sql`${t.level} in (${sqlList(sessionLogLevels)})`),
    index('extraction_session_log_session_idx').on(t.sessionId, t.id),
  ],
);

export const importChanges = pgTable(
  'import_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => importBatches.id, { onDelete: 'cascade' }),
    /** Order within the batch, as matching proposed it; apply runs in this order. */
    position: integer('position').notNull(),
    type: text('type').$type<ChangeType>().notNull(),
    status: text('status').$type<ChangeStatus>().notNull().default('pending'),
    /** SET NULL: deleting a listing later keeps this change as history. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    /** "Make Model Variant" of the listing when the change was made, readable after a delete. */
    listingLabel: text('listing_label'),
    /** The extracted car; editable while the change is pending. */
    car: jsonb('car').$type<ExtractedCar>(),
    matchMethod: text('match_method').$type<MatchMethod>().notNull(),
    confidence: real('confidence').notNull(),
    fieldChanges: jsonb('field_changes').$type<FieldChange[]>().notNull().default([]),
    offerDiff: jsonb('offer_diff').$type<OfferDiff>(),
    warnings: jsonb('warnings').$type<OutlierWarning[]>().notNull().default([]),
    summary: text('summary').notNull(),
    reviewedAt: at('reviewed_at'),
    reviewedBy: userRef('reviewed_by'),
    reviewedByEmail: text('reviewed_by_email'),
    appliedAt: at('applied_at'),
    outcome: jsonb('outcome').$type<ImportChangeOutcome>(),
    /** Optimistic concurrency (ADR 037): bumped by every admin edit of the change. */
    version: integer('version').notNull().default(1),
    /** Read from the list, split off another change's car ("Del bil"), or added by the admin ("Tilføj bil"). */
    origin: text('origin').$type<ChangeOrigin>().notNull().default('reader'),
    /** The make, model and variant the reader read (before a remembered correction); null unless read. */
    readIdentity: jsonb('read_identity').$type<CarIdentity>(),
    /** The name a correction remembered for the seller gave the car when the batch was made, if any. */
    rememberedIdentity: jsonb('remembered_identity').$type<CarIdentity>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('import_changes_type_check', sql`${t.type} in (${sqlList(changeTypes)})`),
    check('import_changes_origin_check', sql`${t.origin} in (${sqlList(changeOrigins)})`),
    check('import_changes_status_check', sql`${t.status} in (${sqlList(changeStatuses)})`),
    check('import_changes_match_method_check', sql`${t.matchMethod} in (${sqlList(matchMethods)})`),
    check('import_changes_confidence_check', sql`${t.confidence} between 0 and 1`),
    index('import_changes_batch_idx').on(t.batchId, t.position),
    index('import_changes_listing_idx').on(t.listingId),
  ],
);
