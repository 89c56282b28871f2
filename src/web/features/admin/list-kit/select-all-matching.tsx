import type { RowData } from '@tanstack/react-table';
import { countNoun, type NounForms } from '../../../../domain/format/count-noun';
import { formatNumber } from '../../../../domain/format/format-danish';
import type { ListTableModel } from './use-list-table';

/** What a server-paged list tells its selection bar to offer every matching row (issue 25). */
export type MatchingRows = {
  /** Rows matching the filter on every page. */
  total: number;
  /** Whether a filter is set ("der matcher filteret") or the list shows everything. */
  filtered: boolean;
  /** The counted thing: ['annonce', 'annoncer']. */
  noun: NounForms;
  /** The most one action may take by filter; a larger match is not offered. */
  limit: number;
};

const linkButton =
  'min-h-11 rounded-lg px-1 font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950 sm:min-h-0';

/**
 * Gmail's "select all": once every row on the page is ticked and more rows match, "Vælg alle 134
 * annoncer, der matcher filteret"; once taken, what is selected and the way back to the page alone.
 */
export function SelectAllMatching<TRow extends RowData>({
  list,
  matching,
}: {
  list: ListTableModel<TRow>;
  matching: MatchingRows;
}) {
  const onPage = list.selectedRows.length;
  if (!list.pageSelected || matching.total <= onPage) return null;
  const all = countNoun(matching.total, matching.noun);
  const which = matching.filtered ? `, der matcher filteret` : '';
  if (list.allMatching) {
    return (
      <p className="w-full text-sm text-brand-950">
        Alle {all}
        {which}
        {matching.filtered ? ',' : ''} er valgt.{' '}
        <button type="button" className={linkButton} onClick={() => list.setAllMatching(false)}>
          Vælg kun de {formatNumber(onPage)} på siden
        </button>
      </p>
    );
  }
  return (
    <p className="w-full text-sm text-brand-950">
      Alle {countNoun(onPage, matching.noun)} på siden er valgt.{' '}
      {matching.total > matching.limit ? (
        <span className="text-zinc-700">
          Højst {countNoun(matching.limit, matching.noun)} ad gangen – afgræns filteret for at vælge flere.
        </span>
      ) : (
        <button type="button" className={linkButton} onClick={() => list.setAllMatching(true)}>
          Vælg alle {all}
          {which}
        </button>
      )}
    </p>
  );
}
