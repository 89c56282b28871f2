import { ChevronDown, ChevronRight } from 'lucide-react';
import { createContext, useContext } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { sourcePlacesText } from '../../../../../domain/ingestion/source-places';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import { transmissionLabel } from '../../../../../domain/listings/transmission-labels';
import { optionalColumn, primaryColumn } from '../../list-kit/common-columns';
import type { CsvColumn } from '../../list-kit/csv';
import { listColumnHelper } from '../../list-kit/list-features';
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

const column = listColumnHelper<ExtractedCarRow>();

/** Below `md` a car's horsepower, fuel and gear show under its name, below `sm` its offer count too. */
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
    </>
  );
}
