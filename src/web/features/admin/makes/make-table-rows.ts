import type { CatalogMakeJson, CatalogModelJson } from '../../../../domain/catalog/make-model-schema';
import type { MakesSort } from '../../../../domain/catalog/makes-search-params';

/** Makes per page of the table; a make's models stay on its page. */
export const MAKES_PAGE_SIZE = 20;

/**
 * A row of the makes table: a make (with `full`, every model, for its dialogs) or one of its models.
 * A search may show only some models under a make; `full` still has them all.
 */
export type MakeTableRow =
  | { kind: 'make'; id: string; make: CatalogMakeJson; full: CatalogMakeJson }
  | { kind: 'model'; id: string; model: CatalogModelJson; full: CatalogMakeJson };

type Named = { name: string; listing_count: number };

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name, 'da');

/** The makes in `sort`'s order, the models under each in the same order (ties by name). */
export function sortMakes(makes: readonly CatalogMakeJson[], sort: MakesSort = 'name'): CatalogMakeJson[] {
  const direction = sort.startsWith('-') ? -1 : 1;
  const compare = sort.endsWith('listings')
    ? (a: Named, b: Named) => (a.listing_count - b.listing_count) * direction || byName(a, b)
    : (a: Named, b: Named) => byName(a, b) * direction;
  return [...makes].sort(compare).map((make) => ({ ...make, models: [...make.models].sort(compare) }));
}

/** The makes of one page (1-based) and how many pages there are. */
export function pageOfMakes(makes: readonly CatalogMakeJson[], page: number) {
  const pageCount = Math.max(Math.ceil(makes.length / MAKES_PAGE_SIZE), 1);
  const current = Math.min(Math.max(page, 1), pageCount);
  return {
    page: current,
    makes: makes.slice((current - 1) * MAKES_PAGE_SIZE, current * MAKES_PAGE_SIZE),
  };
}

/** Each make's row, followed by its models' rows when it is open. */
export function makeTableRows(
  shown: readonly CatalogMakeJson[],
  fullOf: (make: CatalogMakeJson) => CatalogMakeJson,
  isOpen: (makeId: string) => boolean,
): MakeTableRow[] {
  return shown.flatMap((make) => {
    const full = fullOf(make);
    const row: MakeTableRow = { kind: 'make', id: make.id, make, full };
    if (!isOpen(make.id)) return [row];
    return [row, ...make.models.map((model) => ({ kind: 'model' as const, id: model.id, model, full }))];
  });
}

/** The CSV's lines: one per model, and one for a make without (shown) models. */
export function csvRows(
  shown: readonly CatalogMakeJson[],
  fullOf: (make: CatalogMakeJson) => CatalogMakeJson,
): MakeTableRow[] {
  return makeTableRows(shown, fullOf, () => true).filter(
    (row, index, rows) => row.kind === 'model' || rows[index + 1]?.kind !== 'model',
  );
}
