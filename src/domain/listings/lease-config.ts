/** Limits of the visitor's lease configuration (spec §5). */
export const MILEAGE_MIN = 10000;
export const MILEAGE_MAX = 50000;
export const ALLOWED_TERMS = [12, 24, 36, 48, 60] as const;
export type AllowedTerm = (typeof ALLOWED_TERMS)[number];
export const DEPOSIT_MIN = 0;
export const DEPOSIT_MAX = 100000;

export type LeaseConfig = { mileage?: number; term?: number; deposit?: number };

// NaN counts as the lower bound so these never return NaN.
function clampRounded(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Whole km per year within 10000–50000. */
export function clampMileage(value: number): number {
  return clampRounded(value, MILEAGE_MIN, MILEAGE_MAX);
}

/** Whole DKK within 0–100000. */
export function clampDeposit(value: number): number {
  return clampRounded(value, DEPOSIT_MIN, DEPOSIT_MAX);
}

/** Nearest allowed term; a tie goes to the shorter term. */
export function snapTerm(value: number): AllowedTerm {
  if (Number.isNaN(value)) return ALLOWED_TERMS[0];
  let best: AllowedTerm = ALLOWED_TERMS[0];
  for (const term of ALLOWED_TERMS) {
    if (Math.abs(term - value) < Math.abs(best - value)) best = term;
  }
  return best;
}

export function isAllowedTerm(value: number): value is AllowedTerm {
  return (ALLOWED_TERMS as readonly number[]).includes(value);
}

function isWholeWithin(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Strict check for trusted input (admin, offers): throws 'Invalid {field} value: {value}'. */
export function assertLeaseConfig(config: LeaseConfig): void {
  const { mileage, term, deposit } = config;
  if (mileage !== undefined && !isWholeWithin(mileage, MILEAGE_MIN, MILEAGE_MAX)) {
    throw new Error(`Invalid mileage value: ${mileage}`);
  }
  if (term !== undefined && !isAllowedTerm(term)) {
    throw new Error(`Invalid term value: ${term}`);
  }
  if (deposit !== undefined && !isWholeWithin(deposit, DEPOSIT_MIN, DEPOSIT_MAX)) {
    throw new Error(`Invalid deposit value: ${deposit}`);
  }
}
