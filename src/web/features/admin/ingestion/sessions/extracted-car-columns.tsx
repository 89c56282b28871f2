import { ChevronDown, ChevronRight } from 'lucide-react';
import { createContext, useContext } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { checkBadges } from '../../../../../domain/ingestion/reading-check-badges';
import { sourcePlacesText } from '../../../../../domain/ingestion/source-places';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import { transmissionLabel } from '../../../../../domain/listings/transmission-labels';
import { optionalColumn, primaryColumn } from '../../list-kit/common-columns';
import type { CsvColumn } from '../../list-kit/csv';
import { listColumnHelper } from '../../list-kit/list-features';
import { NeedsReviewNotice, ReadingCheckBadges } from '../shared/car-checks';
import { CarProvenance } from '../shared/car-provenance';

/** A car of a run's result; `key` is its place in the result, which is fixed once the run has succeeded. */
export type ExtractedCarRow = ExtractedCar & { key: string };

/** Which cars show their offers, how a car's name opens them, and the id of a car's offers panel. */
export const ExtractedCarsOpen = createContext<{
  isOpen: (key: string) => boolean;
  toggle: (key: string) => void;
  panelId: (key: string) => string;
}>({ isOpen: () => false, toggle: () => {}, panelId: (key) => key });

export const carName = (car: ExtractedCar) => `${car.make} ${car.model} ${car.variant}`;
export const cheapestMonthly = (car: ExtractedCar) =>
  Math.min(...car.offers.map((offer) => offer.monthly_price));
const fuelOf = (car: ExtractedCar) => (car.fuel_type ? STORED_FUEL_LABELS[car.fuel_type] : null);
const gearOf = (car: ExtractedCar) => (car.transmission ? transmissionLabel(car.transmission) : null);
/**
 * Sorts the cars to look at first: a failed hard check (3), a warning (2), corrected (1), all passed
 * (0); a car without checks has no rank and sorts last.
 */
const checkRank = (car: ExtractedCar): number | undefined => {
  const tones = new Set(checkBadges(car.checks).map((badge) => badge.tone));
  if (tones.size === 0) return undefined;
  return tones.has('failed') ? 3 : tones.has('warning') ? 2 : tones.has('reviewed') ? 1 : 0;
};
/** The CSV's "Kontrol": what failed ("Total stemmer ikke, Pris stiger ikke med km"), or "OK". */
const checksText = (car: ExtractedCar) => {
  const badges = checkBadges(car.checks);
  if (badges.length === 0) return null;
  const failed = badges.filter((badge) => badge.tone !== 'passed').map((badge) => badge.label);
  return failed.length > 0 ? failed.join(', ') : 'OK';
};

const column = listColumnHelper<ExtractedCarRow>();

/**
 * Below `md` a car's horsepower, fuel, gear and the reader's checks show under its name, below `sm` its
 * offer count too. A car that "Kræver kontrol" says why under its name at every width.
 */
export const extractedCarColumns = column.columns([
  primaryColumn<ExtractedCarRow>({
    id: 'car',
    header: 'Bil',
    sortValue: carName,
    cell: (car) => <CarNameCell car={car} />,
  }),
  optionalColumn<ExtractedCarRow, number>({
    id: 'horsepower',
    header: 'HK',
    value: (car) => car.horsepower,
    format: formatNumber,
    meta: { showFrom: 'md', align: 'right', className: 'tabular-nums' },
  }),
  optionalColumn<ExtractedCarRow, string>({
    id: 'fuel',
    header: 'Drivmiddel',
    value: fuelOf,
    format: String,
    meta: { showFrom: 'md' },
  }),
  optionalColumn<ExtractedCarRow, string>({
    id: 'gear',
    header: 'Gear',
    value: gearOf,
    format: String,
    meta: { showFrom: 'md' },
  }),
  column.accessor(checkRank, {
    id: 'checks',
    header: 'Kontrol',
    // The first click puts the cars to look at first.
    sortDescFirst: true,
    sortUndefined: 'last',
    meta: { showFrom: 'md', className: 'min-w-40' },
    cell: ({ row }) =>
      checkRank(row.original) === undefined ? '—' : <ReadingCheckBadges checks={row.original.checks} />,
  }),
  column.accessor((car) => car.offers.length, {
    id: 'offers',
    header: 'Tilbud',
    meta: { showFrom: 'sm', align: 'right', className: 'tabular-nums' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  column.accessor(cheapestMonthly, {
    id: 'cheapest',
    header: 'Laveste ydelse',
    sortDescFirst: false,
    meta: { align: 'right', className: 'whitespace-nowrap tabular-nums' },
    cell: ({ getValue }) => formatMonthly(getValue()),
  }),
]);

/** The CSV: a line per car in the table's order, prices as plain numbers (kr. per month). */
export const extractedCarCsvColumns: readonly CsvColumn<ExtractedCarRow>[] = [
  { header: 'Mærke', value: (car) => car.make },
  { header: 'Model', value: (car) => car.model },
  { header: 'Variant', value: (car) => car.variant },
  { header: 'HK', value: (car) => car.horsepower },
  { header: 'Drivmiddel', value: fuelOf },
  { header: 'Gear', value: gearOf },
  { header: 'Tilbud', value: (car) => car.offers.length },
  { header: 'Laveste ydelse (kr./md.)', value: cheapestMonthly },
  { header: 'Kilde', value: (car) => sourcePlacesText(car.sources) },
  { header: 'Kontrol', value: checksText },
];

function CarNameCell({ car }: { car: ExtractedCarRow }) {
  const { isOpen, toggle, panelId } = useContext(ExtractedCarsOpen);
  const expanded = isOpen(car.key);
  const Chevron = expanded ? ChevronDown : ChevronRight;
  const facts = [
    car.horsepower === null ? null : `${formatNumber(car.horsepower)} hk`,
    fuelOf(car),
    gearOf(car),
  ];
  return (
    <>
      <button
        type="button"
        onClick={() => toggle(car.key)}
        aria-expanded={expanded}
        aria-controls={panelId(car.key)}
        aria-label={`${expanded ? 'Skjul' : 'Vis'} tilbud for ${carName(car)}`}
        className="flex min-h-11 items-start gap-2 text-left sm:min-h-0"
      >
        <Chevron aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
        <span>
          <span className="font-semibold text-zinc-950">
            {car.make} {car.model}
          </span>
          <span className="block text-xs text-zinc-600">{car.variant}</span>
          <span className="block text-xs text-zinc-600 md:hidden">{facts.filter(Boolean).join(' · ')}</span>
          <span className="block text-xs text-zinc-600 sm:hidden">
            {countNoun(car.offers.length, ['tilbud', 'tilbud'])}
          </span>
        </span>
      </button>
      <CarProvenance car={car} className="mt-1 pl-6" />
      <NeedsReviewNotice checks={car.checks} className="mt-1.5 ml-6" />
      <ReadingCheckBadges checks={car.checks} className="mt-1.5 pl-6 md:hidden" />
    </>
  );
}
