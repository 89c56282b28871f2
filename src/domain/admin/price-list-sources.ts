/** The dashboard's view of the scheduled re-fetch of sellers' saved price-list URLs (ADR 056). */
export type PriceListSourcesStatus = {
  /** Indstillinger › Prislister; null: the schedule is off. */
  intervalHours: number | null;
  /** Saved price-list URLs over all sellers. */
  saved: number;
  /** The newest check of any of them (ISO), null when none has been checked. */
  lastCheckedAt: string | null;
  /** Sources that fail now, or whose last success is older than twice the interval. */
  problems: PriceListSourceProblem[];
};

export type PriceListSourceProblem = {
  sellerId: string;
  sellerName: string;
  url: string;
  kind: 'failing' | 'stale';
  /** Failing: since the first failure of the current run; stale: the last success (null: never). */
  since: string | null;
  /** The Danish error of the last attempt, when it failed. */
  error: string | null;
};

/** A source is stale when its last success is older than this many intervals. */
export const STALE_AFTER_INTERVALS = 2;

/** The dashboard lists this many problem sources, then "og N flere" with a button to show them all. */
export const PROBLEMS_SHOWN = 10;
