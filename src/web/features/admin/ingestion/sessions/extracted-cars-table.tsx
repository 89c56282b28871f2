import { useId, useMemo, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
} from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { ListActionBar } from '../../list-kit/list-action-bar';
import { ListTable } from '../../list-kit/list-table';
import { ListToolbar } from '../../list-kit/list-toolbar';
import { useListTable } from '../../list-kit/use-list-table';
import { useOpenRows } from '../../list-kit/use-open-rows';
import {
  carName,
  type ExtractedCarRow,
  ExtractedCarsOpen,
  extractedCarColumns,
  extractedCarCsvColumns,
} from './extracted-car-columns';

/** Which cars show their offers (this table's own: a new result starts closed), and their panels' ids. */
function useOpenCars() {
  const prefix = useId();
  const open = useOpenRows();
  return { ...open, panelId: (key: string) => `${prefix}-${key}` };
}

/** A car whose name holds every word of the search, in any order and case ("octavia dsg"). */
const matchesEveryWord = (search: string) => {
  const words = search.toLocaleLowerCase('da').split(/\s+/).filter(Boolean);
  return (car: ExtractedCar) => {
    const name = carName(car).toLocaleLowerCase('da');
    return words.every((word) => name.includes(word));
  };
};

/**
 * The cars a run found (20–200 for a real price list), one row each; a row opens to show its offers.
 * Search and sort are the table's own (the page's URL is the session's), the CSV is the cars in view.
 */
export function ExtractedCarsTable({ cars }: { cars: readonly ExtractedCar[] }) {
  const rows = useMemo(() => cars.map((car, index) => ({ ...car, key: String(index) })), [cars]);
  const [search, setSearch] = useState<string>();
  const [sort, setSort] = useState<string>();
  const open = useOpenCars();
  const shown = search ? rows.filter(matchesEveryWord(search)) : rows;
  const list = useListTable({
    listId: 'extracted-cars',
    columns: extractedCarColumns,
    rows: shown,
    getRowId: (car) => car.key,
    sort,
    onSortChange: setSort,
    sortOnServer: false,
  });
  const inView = () => list.table.getRowModel().rows.map((row) => row.original);
  return (
    <ExtractedCarsOpen value={open}>
      <ListToolbar
        search={{
          label: 'Søg i fundne biler',
          placeholder: 'Søg på mærke, model eller variant',
          value: search,
          onSearch: setSearch,
        }}
      />
      <ListActionBar
        list={list}
        summary={
          search ? `${formatNumber(shown.length)} af ${countNoun(rows.length, ['bil', 'biler'])}` : null
        }
        csv={{
          fileName: 'fundne-biler',
          columns: extractedCarCsvColumns,
          fetchPage: async () => ({ items: inView(), pageCount: 1 }),
        }}
      />
      <ListTable
        list={list}
        caption="Fundne biler"
        messages={{ empty: 'Ingen biler matcher søgningen.' }}
        rowDetails={(car: ExtractedCarRow) =>
          open.isOpen(car.key) ? { id: open.panelId(car.key), content: <OffersList car={car} /> } : null
        }
      />
    </ExtractedCarsOpen>
  );
}

function OffersList({ car }: { car: ExtractedCar }) {
  return (
    <table className="w-full max-w-xl text-sm">
      <caption className="sr-only">Tilbud for {carName(car)}</caption>
      <thead>
        <tr className="text-left text-xs text-zinc-600">
          <th scope="col" className="py-1 pr-3 font-medium">
            Km/år
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Løbetid
          </th>
          <th scope="col" className="py-1 pr-3 text-right font-medium">
            Udbetaling
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Ydelse
          </th>
        </tr>
      </thead>
      <tbody>
        {car.offers.map((offer) => (
          <tr
            key={`${offer.mileage_per_year}-${offer.period_months}-${offer.first_payment}-${offer.monthly_price}`}
            className="tabular-nums"
          >
            <td className="py-1 pr-3 whitespace-nowrap">{formatKmPerYear(offer.mileage_per_year)}</td>
            <td className="py-1 pr-3 whitespace-nowrap">{formatMonths(offer.period_months)}</td>
            <td className="py-1 pr-3 text-right whitespace-nowrap">{formatKr(offer.first_payment)}</td>
            <td className="py-1 text-right whitespace-nowrap">{formatMonthly(offer.monthly_price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
