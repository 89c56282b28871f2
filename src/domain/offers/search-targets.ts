import type { AllowedTerm } from '../listings/lease-config';
import { DEFAULT_MILEAGE, DEFAULT_TARGET_DEPOSIT } from './lease-offer';

/**
 * The lease a visitor is shown prices for until they choose their own km, term or deposit
 * (set under Indstillinger › Standardsøgning). A null term means no target term: offer selection
 * then prefers 36, 24 and 48 months in that order.
 */
export type SearchTargets = { mileage: number; term: AllowedTerm | null; deposit: number };

export const DEFAULT_SEARCH_TARGETS: SearchTargets = {
  mileage: DEFAULT_MILEAGE,
  term: null,
  deposit: DEFAULT_TARGET_DEPOSIT,
};
