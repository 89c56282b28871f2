import type { ExtractedPriceList } from '../../../../domain/ingestion/extracted-price-list';
import { readBatteryKwh, readsAllWheelDrive } from '../../../../domain/ingestion/vehicle-text';
import type { StoredFuelType } from '../../../../domain/listings/vehicle-values';
import type { TextLine } from '../../pdf/text-line';
import type { SellerHints } from '../extractor';
import { carIdentity } from '../layout/assemble-cars';
import { type LayoutReading, readLayout } from '../layout/read-layout';

export type ToyotaPowertrain = 'electric' | 'hybrid' | 'petrol';

/** One trim of Toyota's price list with everything the /admin/toyota-pdf page shows. */
export type ToyotaVariant = {
  /** Stable slug such as `bz4x_executive_343hp_awd`; equal ids mean the list states a variant twice. */
  id: string;
  make: 'Toyota';
  model: string;
  trim: string;
  /** Catalogue-style name: engine, trim, AWD, power ("73,1 kWh Executive AWD 343 HK"). */
  variant: string;
  engine_specification: string;
  horsepower: number | null;
  battery_capacity_kwh: number | null;
  fuel_type: StoredFuelType | null;
  powertrain_category: ToyotaPowertrain;
  awd: boolean;
  monthly_price: number;
  first_payment: number;
  total_cost: number | null;
  period_months: number;
  mileage_per_year: number;
  page: number;
};

export type ToyotaPriceList = {
  variants: ToyotaVariant[];
  /** Ids that occur more than once. */
  duplicateIds: string[];
  result: ExtractedPriceList;
  warnings: string[];
};

/** True when the layout reader finds Toyota cars in the document (any layout Toyota uses). */
export function detectToyotaLayout(reading: LayoutReading): boolean {
  return reading.cars.some(isToyota);
}

const isToyota = (car: { make: string }) => car.make.toLowerCase() === 'toyota';

/** Every Toyota trim of the price list, read by the layout reader; other makes are left out. */
export function parseToyotaPriceList(lines: readonly TextLine[], hints?: SellerHints): ToyotaPriceList {
  return toyotaPriceList(readLayout(lines, hints));
}

export function toyotaPriceList(reading: LayoutReading): ToyotaPriceList {
  const carsByIdentity = new Map(reading.cars.map((car, index) => [reading.identities[index], car]));
  const variants: ToyotaVariant[] = reading.rows.filter(isToyota).flatMap((row) => {
    const car = carsByIdentity.get(carIdentity(row));
    const engine = row.engineText ?? '';
    const awd = readsAllWheelDrive(`${engine} ${row.rowName}`);
    const twinSuffix = car?.variant.startsWith(row.variant) ? car.variant.slice(row.variant.length) : '';
    const id = slug(
      [
        row.model,
        row.rowName,
        row.horsepower ? `${row.horsepower}hp` : '',
        awd ? 'awd' : '',
        twinSuffix,
      ].join(' '),
    );
    return row.offers.map((offer) => ({
      id,
      make: 'Toyota' as const,
      model: row.model,
      trim: row.rowName,
      variant: car?.variant ?? row.variant,
      engine_specification: engine,
      horsepower: row.horsepower,
      battery_capacity_kwh: readBatteryKwh(engine),
      fuel_type: row.fuel_type,
      powertrain_category: powertrain(row.fuel_type),
      awd,
      monthly_price: offer.monthly_price,
      first_payment: offer.first_payment,
      total_cost: row.offers.length === 1 ? row.statedTotal : null,
      period_months: offer.period_months,
      mileage_per_year: offer.mileage_per_year,
      page: row.source.page,
    }));
  });
  const counts = new Map<string, number>();
  for (const variant of variants) counts.set(variant.id, (counts.get(variant.id) ?? 0) + 1);
  const duplicateIds = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
  const cars = reading.cars.filter(isToyota);
  const warnings = [
    ...reading.warnings,
    ...cars.flatMap((car) => (car.notes ?? []).map((note) => `${car.model} ${car.variant}: ${note}`)),
    ...duplicateIds.map((id) => `Varianten ${id} står mere end én gang i prislisten.`),
  ];
  return { variants, duplicateIds, result: { cars }, warnings };
}

function powertrain(fuel: StoredFuelType | null): ToyotaPowertrain {
  if (fuel === 'Electric') return 'electric';
  if (fuel?.startsWith('Hybrid') || fuel?.startsWith('Plug-in')) return 'hybrid';
  return 'petrol';
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
