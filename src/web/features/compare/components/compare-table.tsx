import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { closestOfferNote } from '../../../../domain/compare/closest-offer-note';
import {
  type CompareGroup,
  type CompareRow,
  compareGroups,
  onlyDifferences,
} from '../../../../domain/compare/compare-rows';
import type { ComparedCar } from '../../../../domain/compare/compare-types';

const carName = (car: ComparedCar) => `${car.make} ${car.model}`;

// Phone: the table scrolls sideways under sticky row labels; print: every column fits the page.
const labelCell =
  'sticky left-0 z-10 w-32 min-w-32 bg-white px-3 py-2 text-left align-top text-sm font-medium text-zinc-700 sm:w-48 sm:min-w-48 print:static print:w-auto print:min-w-0 print:px-1 print:text-xs';
const carCell = 'min-w-40 px-3 py-2 align-top text-sm print:min-w-0 print:px-1 print:text-xs';

/** The cars side by side, row by row in groups; the single best value of a row says "Bedst". */
export function CompareTable({
  cars,
  differencesOnly,
  onRemove,
}: {
  cars: readonly ComparedCar[];
  differencesOnly: boolean;
  onRemove: (id: string) => void;
}) {
  const all = compareGroups(cars);
  const groups = differencesOnly ? onlyDifferences(all) : all;
  return (
    <section
      aria-label="Sammenligning"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways; a keyboard must reach it
      tabIndex={0}
      className="overflow-x-auto rounded-2xl ring-1 ring-zinc-200 focus-visible:outline-2 focus-visible:outline-brand-600 print:overflow-visible print:rounded-none print:ring-0"
    >
      <table className="w-full border-collapse print:table-fixed">
        <caption className="sr-only">Sammenligning af {cars.length} biler</caption>
        <thead>
          <tr className="border-b border-zinc-200">
            <td className={labelCell} />
            {cars.map((car) => (
              <CarHeading key={car.id} car={car} onRemove={onRemove} />
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <GroupRows key={group.key} group={group} carIds={cars.map((car) => car.id)} />
        ))}
      </table>
      {groups.length === 0 ? (
        <p className="px-4 py-6 text-sm text-zinc-600">Bilerne er ens på alle punkter, vi sammenligner.</p>
      ) : null}
    </section>
  );
}

function CarHeading({ car, onRemove }: { car: ComparedCar; onRemove: (id: string) => void }) {
  const note = closestOfferNote(car.offer, car.differs);
  return (
    <th scope="col" className={`${carCell} text-left font-normal`}>
      <div className="flex flex-col gap-1.5">
        <div className="aspect-[16/10] w-full max-w-48 overflow-hidden rounded-lg bg-zinc-50 print:max-w-24">
          {car.image ? <img src={car.image} alt="" className="size-full object-contain p-1" /> : null}
        </div>
        <Link
          to="/listing/$id"
          params={{ id: car.id }}
          search={{
            selectedMileage: car.offer.mileage_per_year,
            selectedTerm: car.offer.period_months,
            selectedDeposit: car.offer.first_payment,
          }}
          className="font-semibold leading-snug text-zinc-950 underline-offset-2 hover:underline"
        >
          {carName(car)}
        </Link>
        {car.variant ? <span className="text-xs text-zinc-600">{car.variant}</span> : null}
        {car.seller_name ? <span className="text-xs text-zinc-500">{car.seller_name}</span> : null}
        {note ? (
          <span className="numeric self-start rounded-md bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200 ring-inset">
            {note}
          </span>
        ) : null}
        <button
          type="button"
          onClick={() => onRemove(car.id)}
          aria-label={`Fjern ${carName(car)} fra sammenligningen`}
          className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg px-2 text-xs font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 sm:min-h-8 print:hidden"
        >
          <X aria-hidden="true" className="size-4" />
          Fjern
        </button>
      </div>
    </th>
  );
}

function GroupRows({ group, carIds }: { group: CompareGroup; carIds: readonly string[] }) {
  return (
    <tbody className="print:break-inside-avoid">
      <tr className="bg-zinc-50">
        <th
          scope="colgroup"
          colSpan={carIds.length + 1}
          className="px-3 py-2 text-left text-xs font-semibold tracking-wide text-zinc-900 uppercase print:px-1"
        >
          {/* The label stays in view while the row scrolls sideways on a phone. */}
          <span className="sticky left-3">{group.title}</span>
        </th>
      </tr>
      {group.rows.map((row) => (
        <Row key={row.key} row={row} carIds={carIds} />
      ))}
    </tbody>
  );
}

function Row({ row, carIds }: { row: CompareRow; carIds: readonly string[] }) {
  return (
    <tr className="border-t border-zinc-100">
      <th scope="row" className={labelCell}>
        {row.label}
      </th>
      {row.cells.map((cell, index) => {
        const best = row.best === index;
        return (
          <td
            key={carIds[index]}
            className={`${carCell} numeric ${best ? 'bg-emerald-50 font-semibold text-emerald-950' : 'text-zinc-800'}`}
          >
            {cell.text}
            {best ? (
              <span className="ml-1.5 inline-block rounded bg-emerald-700 px-1 py-px text-[0.6875rem] font-semibold text-white print:bg-transparent print:text-emerald-900 print:ring-1 print:ring-emerald-900">
                Bedst
              </span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}
