import { ListChecks } from 'lucide-react';
import type { LayoutGridPage } from '../../../../../domain/ingestion/layout-grid';
import type { StatedTermsJson } from '../../../../../domain/ingestion/layout-template-api';

/**
 * The document's text as the reader sees it: a table per page, one row per line in reading order,
 * runs of text in the columns their positions give. A row's line number marks it as the header; a
 * line that states terms offers them for the defaults.
 */
export function LayoutGridTable({
  pages,
  headerIndexes,
  statedTerms,
  onMarkHeader,
  onUseTerms,
}: {
  pages: readonly LayoutGridPage[];
  headerIndexes: ReadonlySet<number>;
  statedTerms: Readonly<Record<string, StatedTermsJson>>;
  onMarkHeader: (index: number) => void;
  onUseTerms: (terms: StatedTermsJson) => void;
}) {
  return (
    <div className="max-h-[28rem] overflow-auto rounded-xl ring-1 ring-zinc-200" tabIndex={-1}>
      {pages.map((page) => (
        <table key={page.page} className="w-full border-collapse text-left text-xs">
          <caption className="sticky left-0 bg-zinc-100 px-3 py-1.5 text-left font-semibold text-zinc-700">
            Side {page.page}
          </caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">Linje</th>
              {page.columns.map((column, index) => (
                <th key={column.x} scope="col">
                  Kolonne {index + 1}
                </th>
              ))}
              <th scope="col">Vilkår</th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => {
              const marked = headerIndexes.has(row.index);
              const terms = statedTerms[String(row.index)];
              let next = 0;
              return (
                <tr
                  key={row.index}
                  className={`border-t border-zinc-100 ${marked ? 'bg-brand-50 font-semibold text-brand-900' : 'hover:bg-zinc-50'}`}
                >
                  <th scope="row" className="sticky left-0 w-12 bg-inherit px-1 py-0.5 align-top">
                    <button
                      type="button"
                      onClick={() => onMarkHeader(row.index)}
                      aria-pressed={marked}
                      aria-label={`Marker side ${row.page}, linje ${row.line} som overskrift`}
                      title="Marker som overskrift"
                      className={`min-h-8 w-full rounded-md px-1.5 text-right tabular-nums ${marked ? 'bg-brand-700 text-white' : 'text-zinc-500 hover:bg-brand-100 hover:text-brand-900'}`}
                    >
                      {row.line}
                    </button>
                  </th>
                  {row.cells.flatMap((cell) => {
                    const gap = cell.column - next;
                    next = cell.column + cell.span;
                    return [
                      ...(gap > 0 ? [<td key={`gap-${cell.column}`} colSpan={gap} />] : []),
                      <td
                        key={cell.column}
                        colSpan={cell.span}
                        className="whitespace-nowrap px-2 py-1 align-top text-zinc-800"
                      >
                        {cell.text}
                      </td>,
                    ];
                  })}
                  {page.columns.length - next > 0 ? <td colSpan={page.columns.length - next} /> : null}
                  <td className="px-1 py-0.5 text-right align-top">
                    {terms ? (
                      <button
                        type="button"
                        onClick={() => onUseTerms(terms)}
                        className="inline-flex min-h-8 items-center gap-1 whitespace-nowrap rounded-md px-2 font-semibold text-brand-800 hover:bg-brand-100"
                        aria-label={`Brug vilkårene fra side ${row.page}, linje ${row.line}`}
                      >
                        <ListChecks aria-hidden="true" className="size-3.5" />
                        Brug vilkår
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
