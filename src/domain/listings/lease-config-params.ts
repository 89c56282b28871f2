import { clampDeposit, clampMileage, snapTerm } from './lease-config';
import { firstOf, readNumber } from './search-param-values';
import type { SearchField } from './search-schema';

/**
 * URL fields of the lease configuration. Each is undefined unless the URL gives a number, because a
 * missing `udb` means "not chosen" (decisions §4). Given numbers are clamped or snapped, never rejected.
 */
function leaseNumber(adjust: (value: number) => number): SearchField<number | undefined> {
  return (value) => {
    const number = firstOf(value, readNumber);
    return number === undefined ? undefined : adjust(number);
  };
}

export const kmParam = leaseNumber(clampMileage);
export const mdrParam = leaseNumber(snapTerm);
export const udbParam = leaseNumber(clampDeposit);

/** The new names win over the legacy short names when both are usable. */
export const LEASE_PARAM_ALIASES = {
  km: ['selectedMileage', 'km'],
  mdr: ['selectedTerm', 'mdr'],
  udb: ['selectedDeposit', 'udb'],
} as const;
