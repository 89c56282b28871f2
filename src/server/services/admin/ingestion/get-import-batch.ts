import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { ImportBatchResult, ImportChangeOutcome } from '../../../../db/schema';
import type { ConcreteExtractorName, ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type {
  ImportBatchDetail,
  ImportBatchStatus,
  ImportChangeJson,
} from '../../../../domain/ingestion/ingestion-api';
import type { CarIdentity, CorrectionRule } from '../../../../domain/ingestion/matching/correction-rules';
import type {
  BatchScope,
  ChangeStatus,
  ChangeType,
  FieldChange,
  MatchMethod,
  OfferDiff,
  OutlierWarning,
} from '../../../../domain/ingestion/proposed-change';
import type { ChangeOrigin } from '../../../../domain/ingestion/review-edits';
import { isoTime } from './session-summary-sql';

type Json<T> = T | string;
const json = <T>(value: Json<T>): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

type BatchRow = {
  id: string;
  seller_id: string;
  seller_name: string;
  status: ImportBatchStatus;
  scope: Json<BatchScope>;
  result: Json<ImportBatchResult> | null;
  created_at: Date | string;
  created_by_email: string | null;
  applied_at: Date | string | null;
  applied_by_email: string | null;
  version: number;
  /** The seller's remembered corrections, the most recently learnt first (read in the same query). */
  remembered_corrections: Json<CorrectionRule[]>;
  sessions: Json<
    Array<{
      id: string;
      source_label: string;
      extractor: ConcreteExtractorName | null;
      cars_found: number | null;
    }>
  >;
};

type ChangeRow = {
  id: string;
  position: number;
  type: ChangeType;
  status: ChangeStatus;
  listing_id: string | null;
  listing_label: string | null;
  car: Json<ExtractedCar> | null;
  match_method: MatchMethod;
  confidence: number;
  field_changes: Json<FieldChange[]>;
  offer_diff: Json<OfferDiff> | null;
  warnings: Json<OutlierWarning[]>;
  summary: string;
  reviewed_at: Date | string | null;
  reviewed_by_email: string | null;
  applied_at: Date | string | null;
  outcome: Json<ImportChangeOutcome> | null;
  version: number;
  origin: ChangeOrigin;
  read_identity: Json<CarIdentity> | null;
  remembered_identity: Json<CarIdentity> | null;
};

function batchResult(stored: ImportBatchResult | null): ImportBatchDetail['result'] {
  if (!stored) return null;
  if ('counts' in stored) return { counts: stored.counts };
  return { error: stored.error, failed_at: stored.failedAt };
}

function changeOutcome(stored: ImportChangeOutcome | null): ImportChangeJson['outcome'] {
  if (!stored) return null;
  if (stored.action === 'unchanged') return { action: 'unchanged', listing_id: stored.listingId };
  return { action: stored.action, listing_id: stored.listingId };
}

function toChangeJson(row: ChangeRow): ImportChangeJson {
  return {
    id: row.id,
    position: Number(row.position),
    type: row.type,
    status: row.status,
    listing_id: row.listing_id,
    listing_label: row.listing_label,
    car: row.car === null ? null : json(row.car),
    match_method: row.match_method,
    confidence: Number(row.confidence),
    field_changes: json(row.field_changes),
    offer_diff: row.offer_diff === null ? null : json(row.offer_diff),
    warnings: json(row.warnings),
    summary: row.summary,
    reviewed_at: isoTime(row.reviewed_at),
    reviewed_by_email: row.reviewed_by_email,
    applied_at: isoTime(row.applied_at),
    outcome: changeOutcome(row.outcome === null ? null : json(row.outcome)),
    version: Number(row.version),
    origin: row.origin,
    read_identity: row.read_identity === null ? null : json(row.read_identity),
    remembered_identity: row.remembered_identity === null ? null : json(row.remembered_identity),
  };
}

/**
 * GET /api/admin/batches/:id: the batch with its seller, sessions and the corrections remembered for the
 * seller, then its changes in order — two queries.
 */
export async function getImportBatch(db: Executor, id: string): Promise<ImportBatchDetail | null> {
  const [batch] = await queryRows<BatchRow>(
    db,
    sql`select b.id, b.seller_id, sl.name as seller_name, b.status, b.scope, b.result, b.created_at,
          b.created_by_email, b.applied_at, b.applied_by_email, b.version,
          coalesce((
            select json_agg(json_build_object('id', s.id, 'source_label', s.source_label,
                     'extractor', s.extractor, 'cars_found', s.cars_found) order by s.created_at, s.id)
            from extraction_sessions s where s.batch_id = b.id), '[]'::json) as sessions,
          coalesce((
            select json_agg(json_build_object(
                     'from', json_build_object('make', r.from_make, 'model', r.from_model, 'variant', r.from_variant),
                     'to', json_build_object('make', r.to_make, 'model', r.to_model, 'variant', r.to_variant))
                   order by r.updated_at desc, r.id desc)
            from seller_correction_rules r where r.seller_id = b.seller_id), '[]'::json) as remembered_corrections
        from import_batches b join sellers sl on sl.id = b.seller_id
        where b.id = ${id}`,
  );
  if (!batch) return null;
  const changes = await queryRows<ChangeRow>(
    db,
    sql`select id, position, type, status, listing_id, listing_label, car, match_method, confidence,
          field_changes, offer_diff, warnings, summary, reviewed_at, reviewed_by_email, applied_at, outcome,
          version, origin, read_identity, remembered_identity
        from import_changes where batch_id = ${id}
        order by position`,
  );
  return {
    id: batch.id,
    seller_id: batch.seller_id,
    seller_name: batch.seller_name,
    status: batch.status,
    scope: json(batch.scope),
    result: batchResult(batch.result === null ? null : json(batch.result)),
    created_at: isoTime(batch.created_at),
    created_by_email: batch.created_by_email,
    applied_at: isoTime(batch.applied_at),
    applied_by_email: batch.applied_by_email,
    sessions: json(batch.sessions),
    changes: changes.map(toChangeJson),
    version: Number(batch.version),
    remembered_corrections: json(batch.remembered_corrections),
  };
}
