import { formatNumber } from '../format/format-danish';

/**
 * The most offer rows one CSV price list may have (issue 26, finding 6). A batch holds a proposed change
 * per car, and each row can be a car of its own: the limit keeps extraction, the batch's insert and its
 * review within what one request and one review page handle, and is said before any work starts.
 */
export const MAX_CSV_ROWS = 20_000;

/** Why a CSV price list of `rows` offer rows (header not counted) is refused, in Danish; null when it is not. */
export function csvRowsProblem(rows: number): string | null {
  if (rows <= MAX_CSV_ROWS) return null;
  return `Prislisten har for mange rækker: ${formatNumber(rows)}. Højst ${formatNumber(MAX_CSV_ROWS)} rækker i én CSV-prisliste – del den op i flere filer.`;
}
