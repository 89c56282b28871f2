/** Constants of lease score v2.1 "EML" (original-system.md §3.2, spec §9). Percentages are percent of retail. */
export const LEASE_SCORE_VERSION = '2.1';

export const DEFAULT_CONTRACT_MONTHS = 36;

/** Months after which a Danish private lease can be cancelled: the "exit" horizon of EML-12. */
export const EXIT_MONTHS = 12;

/** Blended effective monthly cost (% of retail) that scores 100 and 0; linear in between. */
export const RATE_ANCHORS = { best: 0.85, worst: 2.25 } as const;

export const EML_BLEND = { exit12: 0.7, term: 0.3 } as const;

export const SCORE_WEIGHTS = { rate: 0.45, mileage: 0.35, upfront: 0.2 } as const;

/** Retail prices outside these bounds (inclusive bounds are fine) are treated as data errors. */
export const RETAIL_PRICE_BOUNDS = { min: 75000, max: 2500000 } as const;

/** Mileage (km/year) at or above `min` scores `score`; checked top-down. */
export const MILEAGE_STEPS: readonly { min: number; score: number }[] = [
  { min: 25000, score: 100 },
  { min: 20000, score: 90 },
  { min: 15000, score: 75 },
  { min: 12000, score: 55 },
  { min: 10000, score: 35 },
];
export const MILEAGE_FLOOR_SCORE = 20;

/** First payment (% of retail) at or below `maxPercent` scores `score`; checked bottom-up. */
export const UPFRONT_STEPS: readonly { maxPercent: number; score: number }[] = [
  { maxPercent: 0, score: 100 },
  { maxPercent: 3, score: 95 },
  { maxPercent: 5, score: 90 },
  { maxPercent: 7, score: 80 },
  { maxPercent: 10, score: 70 },
  { maxPercent: 15, score: 55 },
  { maxPercent: 20, score: 40 },
];
export const UPFRONT_CEILING_SCORE = 25;
