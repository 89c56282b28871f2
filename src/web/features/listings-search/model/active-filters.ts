import { formatKr, formatMonths, formatNumber } from '../../../../domain/format/format-danish';
import { BODY_TYPE_LABELS } from '../../../../domain/listings/body-type-labels';
import { FUEL_TYPE_LABELS } from '../../../../domain/listings/fuel-type-labels';
import { INCLUDED_FILTER_LABELS } from '../../../../domain/listings/included-filter';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { TRANSMISSION_LABELS } from '../../../../domain/listings/transmission-labels';
import { mileageLabel } from './filter-options';
import { type FilterPatch, type FilterValues, withMakes } from './filter-patch';

export type ActiveFilter = { id: string; label: string; remove: FilterPatch };

/** A unit, or its singular and plural ("sæde", "sæder") chosen by the number it follows. */
type Unit = string | readonly [one: string, many: string];

function unitFor(unit: Unit, value: number): string {
  if (typeof unit === 'string') return unit;
  return value === 1 ? unit[0] : unit[1];
}

/** "Fra a", "Maks b" or "a - b", followed by the unit. */
export function rangeLabel(
  min: number | undefined,
  max: number | undefined,
  unit: Unit,
  format: (value: number) => string = formatNumber,
): string | undefined {
  if (min !== undefined && max !== undefined) {
    return min === max
      ? `${format(min)} ${unitFor(unit, min)}`
      : `${format(min)} - ${format(max)} ${unitFor(unit, max)}`;
  }
  if (min !== undefined) return `Fra ${format(min)} ${unitFor(unit, min)}`;
  if (max !== undefined) return `Maks ${format(max)} ${unitFor(unit, max)}`;
  return undefined;
}

/** One removable chip per active filter value, in the order of the filter panel. */
export function activeFilters(filters: FilterValues, catalogue?: ListingFilters): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  const add = (id: string, label: string | undefined, remove: FilterPatch) => {
    if (label !== undefined) chips.push({ id, label, remove });
  };

  if (filters.q) add('q', `“${filters.q}”`, { q: undefined });
  add('price', rangeLabel(filters.price_min, filters.price_max, 'kr./md.'), {
    price_min: undefined,
    price_max: undefined,
  });
  if (filters.km !== undefined) add('km', mileageLabel(filters.km), { km: undefined });
  for (const make of filters.makes) {
    add(
      `make:${make}`,
      make,
      withMakes(
        filters,
        filters.makes.filter((name) => name !== make),
        catalogue,
      ),
    );
  }
  for (const model of filters.models) {
    add(`model:${model}`, model, { models: filters.models.filter((name) => name !== model) });
  }
  for (const fuel of filters.fuel_type) {
    add(`fuel:${fuel}`, FUEL_TYPE_LABELS[fuel], { fuel_type: filters.fuel_type.filter((v) => v !== fuel) });
  }
  for (const gear of filters.transmission) {
    add(`gear:${gear}`, TRANSMISSION_LABELS[gear], {
      transmission: filters.transmission.filter((v) => v !== gear),
    });
  }
  for (const item of filters.inkl) {
    add(`inkl:${item}`, INCLUDED_FILTER_LABELS[item], { inkl: filters.inkl.filter((v) => v !== item) });
  }
  for (const body of filters.body_type) {
    add(`body:${body}`, BODY_TYPE_LABELS[body], { body_type: filters.body_type.filter((v) => v !== body) });
  }
  add('seats', rangeLabel(filters.seats_min, filters.seats_max, ['sæde', 'sæder']), {
    seats_min: undefined,
    seats_max: undefined,
  });
  add('hp', rangeLabel(filters.horsepower_min, filters.horsepower_max, 'hk'), {
    horsepower_min: undefined,
    horsepower_max: undefined,
  });
  // Term and deposit choose which price each car shows (where it has one), they do not filter cars
  // out: the chips say so, and a card showing another term or deposit says that too (ADR 039).
  if (filters.mdr !== undefined) add('mdr', `Priser for ${formatMonths(filters.mdr)}`, { mdr: undefined });
  if (filters.udb !== undefined) add('udb', `Priser med udb. ${formatKr(filters.udb)}`, { udb: undefined });
  return chips;
}
