import { isListingId, type SavedConfig } from './saved-car';
import { readVersionedList } from './versioned-list';

/** Cars compared side by side at most (issue 30). */
export const COMPARE_MAX = 4;
export const COMPARE_SELECTION_VERSION = 1;
export const COMPARE_FULL_MESSAGE = `Du kan sammenligne højst ${COMPARE_MAX} biler. Fjern en, før du tilføjer en ny.`;

/** The ids chosen for /sammenlign, in the order chosen; bad or surplus entries are dropped. */
export function parseCompareSelection(raw: string | null): string[] {
  const ids = readVersionedList(raw, COMPARE_SELECTION_VERSION, 'ids');
  return [...new Set(ids.filter(isListingId))].slice(0, COMPARE_MAX);
}

export function serialiseCompareSelection(ids: readonly string[]): string {
  return JSON.stringify({ v: COMPARE_SELECTION_VERSION, ids });
}

export type CompareToggle = { ids: string[]; refused: string | null };

/** Adds or removes `id`; a fifth car is refused with a Danish message and the selection kept. */
export function toggleCompare(ids: readonly string[], id: string): CompareToggle {
  if (ids.includes(id)) return { ids: ids.filter((chosen) => chosen !== id), refused: null };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], refused: COMPARE_FULL_MESSAGE };
  return { ids: [...ids, id], refused: null };
}

/** `/sammenlign?ids=a,b&km=…&mdr=…&udb=…`, the URL the compare page reads (issue 30 part 3). */
export function compareHref(ids: readonly string[], config: SavedConfig | null): string {
  const params = new URLSearchParams({ ids: ids.join(',') });
  if (config) {
    params.set('km', String(config.km));
    params.set('mdr', String(config.mdr));
    params.set('udb', String(config.udb));
  }
  return `/sammenlign?${params.toString().replaceAll('%2C', ',')}`;
}
