import { z } from 'zod/mini';
import type {
  ConcreteExtractorName,
  ExtractedCar,
  ExtractedPriceList,
  ExtractorName,
} from './extracted-price-list';
import { extractedCarSchema, extractedOfferSchema, extractorNames } from './extracted-price-list';
import type { CorrectionRule } from './matching/correction-rules';
import type {
  ChangeStatus,
  ChangeType,
  FieldChange,
  MatchMethod,
  OfferDiff,
  OutlierWarning,
} from './proposed-change';
import type { ReviewedCarOrigin } from './review-edits';

/**
 * The contract of /api/admin/extraction-sessions, /api/admin/batches and /api/admin/toyota-pdf,
 * shared by the server's routes and the admin screens. JSON field names are snake_case like the
 * other admin answers; times are ISO strings.
 */

export const extractionSourceKinds = ['pdf_upload', 'pdf_url', 'text', 'csv'] as const;
export type ExtractionSourceKind = (typeof extractionSourceKinds)[number];

import { type ExtractionSessionStatus, extractionSessionStatuses } from './extraction-session-statuses';

export { type ExtractionSessionStatus, extractionSessionStatuses };
export const importBatchStatuses = ['review', 'applying', 'applied', 'failed', 'discarded'] as const;
export type ImportBatchStatus = (typeof importBatchStatuses)[number];
export const sessionLogLevels = ['info', 'warn', 'error'] as const;
export type SessionLogLevel = (typeof sessionLogLevels)[number];

/** Danish labels, one place for every screen. */
export const sessionStatusLabels: Record<ExtractionSessionStatus, string> = {
  queued: 'I kø',
  running: 'Kører',
  succeeded: 'Gennemført',
  failed: 'Fejlet',
  cancelled: 'Annulleret',
};
export const sourceKindLabels: Record<ExtractionSourceKind, string> = {
  pdf_upload: 'PDF-fil',
  pdf_url: 'PDF-adresse',
  text: 'Indsat tekst',
  csv: 'CSV',
};
export const extractorLabels: Record<ExtractorName, string> = {
  auto: 'Automatisk',
  table: 'Tabel',
  toyota: 'Toyota-prisliste',
  ai: 'AI',
  csv: 'CSV',
};
export const changeTypeLabels: Record<ChangeType, string> = {
  create: 'Ny',
  update: 'Opdatering',
  unchanged: 'Uændret',
  missing_model: 'Model mangler',
  withdraw: 'Tilbagetræk',
};
export const changeStatusLabels: Record<ChangeStatus, string> = {
  pending: 'Afventer',
  approved: 'Godkendt',
  rejected: 'Afvist',
  applied: 'Anvendt',
};

// ---- Starting a session: POST /api/admin/extraction-sessions (multipart/form-data) ----

/**
 * Form fields: seller_id, extractor, source_kind, and per kind: `files` (one or more PDFs; one session
 * per file) for pdf_upload, `url` for pdf_url, `text` for text, `text` or one `files` entry for csv.
 * The non-file fields are validated with this schema; the files by content on the server.
 */
export const startExtractionFieldsSchema = z.object({
  seller_id: z.uuid({ error: 'Vælg en sælger' }),
  extractor: z.enum(extractorNames, { error: 'Vælg en udtræksmetode' }),
  source_kind: z.enum(extractionSourceKinds, { error: 'Vælg en kilde' }),
  url: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'Adressen er for lang'))),
  text: z.optional(z.string().check(z.maxLength(2_000_000, 'Teksten er for lang (højst 2 MB)'))),
});
export type StartExtractionFields = z.infer<typeof startExtractionFieldsSchema>;
export type StartExtractionResponse = { session_ids: string[] };

// ---- Sessions list: GET /api/admin/extraction-sessions?search=&seller=&status=&page= ----

export const extractionSessionListParamsSchema = z.object({
  search: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  seller: z.optional(z.uuid()),
  status: z.optional(z.enum(extractionSessionStatuses)),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
});
export type ExtractionSessionListParams = z.infer<typeof extractionSessionListParamsSchema>;
export const EXTRACTION_SESSIONS_PAGE_SIZE = 25;

export type ExtractionSessionSummary = {
  id: string;
  seller_id: string;
  seller_name: string;
  source_kind: ExtractionSourceKind;
  source_label: string;
  requested_extractor: ExtractorName;
  extractor: ConcreteExtractorName | null;
  status: ExtractionSessionStatus;
  progress: number;
  step: string | null;
  error_message: string | null;
  cars_found: number | null;
  offers_found: number | null;
  batch_id: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** finished_at − started_at (or now − started_at while running); null before it starts. */
  duration_ms: number | null;
  created_by_email: string | null;
};

export type ExtractionSessionListResponse = {
  items: ExtractionSessionSummary[];
  total: number;
  page: number;
  page_size: number;
  /** Over all sessions matching search and seller (not status), for the status filter's counts. */
  status_counts: Record<ExtractionSessionStatus, number>;
};

// ---- One session: GET /api/admin/extraction-sessions/:id, /:id/log?after=<id>, POST /:id/cancel ----

export type SessionLogLine = { id: number; at: string; level: SessionLogLevel; message: string };

export type ExtractionSessionDetail = ExtractionSessionSummary & {
  error_code: string | null;
  /** The URL for pdf_url sessions; a download link (/api/admin/extraction-sessions/:id/source) for files. */
  source_url: string | null;
  model: string | null;
  prompt_version: string | null;
  prompt_tokens: number | null;
  completion_tokens: number | null;
  cost_micro_usd: number | null;
  result: ExtractedPriceList | null;
  /** The run's warnings (also in its log), first first: rows skipped, totals that do not add up… */
  warnings: string[];
};

export type SessionLogResponse = { lines: SessionLogLine[] };

// ---- Batches: POST /api/admin/batches { session_ids } → { batch_id } ----

export const createBatchSchema = z.object({
  session_ids: z
    .array(z.uuid())
    .check(z.minLength(1, 'Vælg mindst én gennemført udtrækning'), z.maxLength(50, 'Højst 50 udtrækninger')),
});
export type CreateBatchResponse = { batch_id: string };

export type ImportChangeJson = {
  id: string;
  position: number;
  type: ChangeType;
  status: ChangeStatus;
  listing_id: string | null;
  /** "Make Model Variant" of the existing listing (kept when the listing is later deleted). */
  listing_label: string | null;
  car: ExtractedCar | null;
  match_method: MatchMethod;
  confidence: number;
  field_changes: FieldChange[];
  offer_diff: OfferDiff | null;
  warnings: OutlierWarning[];
  summary: string;
  reviewed_at: string | null;
  reviewed_by_email: string | null;
  applied_at: string | null;
  outcome:
    | { action: 'created' | 'updated' | 'withdrawn'; listing_id: string }
    | { action: 'unchanged'; listing_id: string | null }
    | null;
  /** Sent back as `expectedVersion` with an edit of the change (ADR 037). */
  version: number;
} & ReviewedCarOrigin;

export type ApplyCounts = { created: number; updated: number; withdrawn: number; unchanged: number };

export type ImportBatchDetail = {
  id: string;
  seller_id: string;
  seller_name: string;
  status: ImportBatchStatus;
  scope: Array<{ make: string; model: string }>;
  /** Counts when the last apply committed; the Danish error when it rolled back. */
  result: { counts: ApplyCounts } | { error: string; failed_at: string } | null;
  created_at: string;
  created_by_email: string | null;
  applied_at: string | null;
  applied_by_email: string | null;
  sessions: Array<Pick<ExtractionSessionSummary, 'id' | 'source_label' | 'extractor' | 'cars_found'>>;
  changes: ImportChangeJson[];
  /** Moves on with every edit of one of its changes; sent back as `expectedVersion` with apply (ADR 037). */
  version: number;
  /** The corrections remembered for the seller (issue 25), the latest first. */
  remembered_corrections: CorrectionRule[];
};

/** POST /api/admin/batches/:id/review — approve, reject or reset changes (only while in review). */
export const reviewChangesSchema = z.object({
  change_ids: z.array(z.uuid()).check(z.minLength(1, 'Vælg mindst én ændring')),
  decision: z.enum(['approved', 'rejected', 'pending']),
});

/**
 * PUT /api/admin/batches/:id/changes/:changeId/car — an extracted value corrected before approval. The
 * body also carries `expectedVersion`, the change's version the form loaded (ADR 037; checked by the
 * route) → { car, version }.
 */
export const editChangeCarSchema = z.object({ car: extractedCarSchema });
export type EditChangeCarResponse = { car: ExtractedCar; version: number };

/**
 * POST /api/admin/batches/:id/changes/:changeId/price-choice — one of the monthly prices the list stated
 * for the same terms (a `conflicting_prices` warning), chosen by the admin, from the change's version
 * the review loaded (`expectedVersion`, ADR 037) → { car, version }. 409 when the change is approved,
 * the batch not in review or the change edited since; 422 when the change has no such conflict or price.
 */
export const choosePriceSchema = z.object({ offer: extractedOfferSchema });
export type ChoosePriceResponse = { car: ExtractedCar; version: number };

/**
 * POST /api/admin/batches/:id/missing-models — adds the model, and its make when the catalogue has none
 * (both found through their aliases first), and turns its missing_model changes into creates.
 */
export const createMissingModelSchema = z.object({
  make: z.string().check(z.trim(), z.minLength(1, 'Mærke mangler')),
  model: z.string().check(z.trim(), z.minLength(1, 'Model mangler'), z.maxLength(80)),
});
export type CreateMissingModelResponse = {
  converted: number;
  /** The make was new and was created in the same step. */
  make_created: boolean;
  /** The catalogue's names the cars are filed under. */
  make: string;
  model: string;
};

/**
 * POST /api/admin/batches/:id/apply with `{ expectedVersion }` (the batch's version the review loaded,
 * ADR 037) → 200 { counts } or 409/422 { error, code } (nothing applied; 409 STALE_VERSION when one
 * of its changes was edited since).
 */
export type ApplyBatchResponse = {
  counts: ApplyCounts;
  /** Corrections of make, model or variant the seller now remembers from this batch (issue 25). */
  remembered_corrections: number;
};

// ---- Toyota: POST /api/admin/toyota-pdf/parse (multipart `file`), POST /api/admin/toyota-pdf/batch ----

export type ToyotaVariantJson = {
  id: string;
  model: string;
  trim: string;
  variant: string;
  engine_specification: string;
  battery_capacity_kwh: number | null;
  powertrain: 'electric' | 'hybrid' | 'petrol';
  awd: boolean;
  horsepower: number | null;
  monthly_price: number;
  first_payment: number;
  total_cost: number | null;
  duplicate: boolean;
};

export type ToyotaParseResponse = {
  file_name: string;
  pages: number;
  variants: ToyotaVariantJson[];
  counts: {
    total: number;
    electric: number;
    hybrid: number;
    petrol: number;
    awd: number;
    duplicates: number;
  };
  monthly_price_range: { min: number; max: number } | null;
  result: ExtractedPriceList;
};

/** Multipart: seller_id + file. Runs the toyota extractor as a session and makes its batch. */
export type ToyotaBatchResponse = { session_id: string; batch_id: string };
