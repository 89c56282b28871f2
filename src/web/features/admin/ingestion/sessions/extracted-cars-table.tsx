import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  MISSING_VALUE,
} from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import { AdminTable, AdminTd, AdminTh } from '../../shared/admin-table';
import { CarProvenance } from '../shared/car-provenance';

const GEAR_LABELS = { Automatic: 'Automatisk', Manual: 'Manuel' } as const;

const cheapest = (car: ExtractedCar) => Math.min(...car.offers.map((offer) => offer.monthly_price));

/** The cars a run found, one row each; a row opens to show its offers. */
export function ExtractedCarsTable({ cars }: { cars: readonly ExtractedCar[] }) {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <AdminTable caption="Fundne biler">
      <thead>
        <tr>
          <AdminTh>Bil</AdminTh>
          <AdminTh className="hidden text-right sm:table-cell">HK</AdminTh>
          <AdminTh className="hidden md:table-cell">Drivmiddel</AdminTh>
          <AdminTh className="hidden md:table-cell">Gear</AdminTh>
          <AdminTh className="text-right">Tilbud</AdminTh>
          <AdminTh className="text-right">Laveste ydelse</AdminTh>
        </tr>
      </thead>
      <tbody>
        {cars.map((car, index) => {
          const expanded = open.has(index);
          const name = `${car.make} ${car.model} ${car.variant}`;
          const panelId = `extracted-car-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the result is fixed once the run has succeeded
            <Fragment key={index}>
              <tr className="hover:bg-zinc-50/60">
                <AdminTd>
                  <button
                    type="button"
                    onClick={() => toggle(index)}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    aria-label={`${expanded ? 'Skjul' : 'Vis'} tilbud for ${name}`}
                    className="flex min-h-11 items-start gap-2 text-left sm:min-h-0"
                  >
                    {expanded ? (
                      <ChevronDown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                    ) : (
                      <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
                    )}
                    <span>
                      <span className="font-semibold text-zinc-950">
                        {car.make} {car.model}
                      </span>
                      <span className="block text-xs text-zinc-600">{car.variant}</span>
                    </span>
                  </button>
                  <CarProvenance car={car} className="mt-1 pl-6" />
                </AdminTd>
                <AdminTd className="hidden text-right tabular-nums sm:table-cell">
                  {car.horsepower ?? MISSING_VALUE}
                </AdminTd>
                <AdminTd className="hidden md:table-cell">
                  {car.fuel_type ? STORED_FUEL_LABELS[car.fuel_type] : MISSING_VALUE}
                </AdminTd>
                <AdminTd className="hidden md:table-cell">
                  {car.transmission ? GEAR_LABELS[car.transmission] : MISSING_VALUE}
                </AdminTd>
                <AdminTd className="text-right tabular-nums">{car.offers.length}</AdminTd>
                <AdminTd className="text-right whitespace-nowrap tabular-nums">
                  {formatMonthly(cheapest(car))}
                </AdminTd>
              </tr>
              {expanded ? (
                <tr id={panelId} className="bg-zinc-50/70">
                  <td colSpan={6} className="border-b border-zinc-100 px-3 py-3">
                    <OffersList car={car} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </AdminTable>
  );
}

function OffersList({ car }: { car: ExtractedCar }) {
  return (
    <table className="w-full max-w-xl text-sm">
      <caption className="sr-only">
        Tilbud for {car.make} {car.model} {car.variant}
      </caption>
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
