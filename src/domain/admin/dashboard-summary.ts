import type { ExtractionSessionStatus } from '../ingestion/extraction-session-statuses';
import type { AuditLogEntry } from './audit-log-search-params';
import type { PriceListSourcesStatus } from './price-list-sources';

/** A few listings behind a data-quality figure, so the admin can open them straight away. */
export type ListingRef = { id: string; title: string };

/** What GET /api/admin/dashboard answers: every figure of the dashboard in one request. */
export type DashboardSummary = {
  listings: { active: number; pending: number; inactive: number; total: number };
  sellers: number;
  quality: {
    withoutRetailPrice: { count: number; examples: ListingRef[] };
    withoutImages: { count: number; examples: ListingRef[] };
    withoutOffers: { count: number; examples: ListingRef[] };
  };
  /** Price-list ingestion: batches waiting for review, and the newest extractions (newest first). */
  ingestion: {
    batchesAwaitingReview: number;
    recentSessions: {
      id: string;
      sellerName: string | null;
      status: ExtractionSessionStatus;
      startedAt: string;
    }[];
  };
  /** Sellers' saved price-list URLs: the re-fetch schedule and the sources that fail or are stale (ADR 056). */
  priceListSources: PriceListSourcesStatus;
  /** Listings per make (all statuses), most first; the rest summed into `otherMakes`. */
  makes: { make: string; active: number; other: number }[];
  otherMakes: number;
  /**
   * Lease score of the offer the public search shows for each active listing at its default
   * configuration, in buckets of ten (0–9 … 90–100); `unscored` have no public score.
   */
  scoreBuckets: { from: number; to: number; count: number }[];
  unscored: number;
  recentChanges: AuditLogEntry[];
};

export const DASHBOARD_TOP_MAKES = 10;
export const DASHBOARD_EXAMPLES = 5;
export const DASHBOARD_RECENT_CHANGES = 8;
export const DASHBOARD_RECENT_SESSIONS = 5;

/** 0–9, 10–19, …, 90–100 (a 100 goes into the last bucket). */
export function scoreBucketIndex(score: number): number {
  return Math.min(9, Math.max(0, Math.floor(score / 10)));
}

export function emptyScoreBuckets(): DashboardSummary['scoreBuckets'] {
  return Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: i === 9 ? 100 : i * 10 + 9, count: 0 }));
}
