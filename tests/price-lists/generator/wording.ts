import type { StoredFuelType, StoredTransmission } from '../../../src/domain/listings/vehicle-values';
import type { CarSpec } from './catalogue';
import type { Random } from './random';

/** The Danish words a price list uses for a car's fuel, gearbox and power, with their variations. */

const FUEL_COLUMN: Record<StoredFuelType, string[]> = {
  Petrol: ['Benzin'],
  Diesel: ['Diesel'],
  Electric: ['El', 'Elektrisk'],
  'Hybrid - Petrol': ['Hybrid', 'Benzin/hybrid'],
  'Hybrid - Diesel': ['Diesel/hybrid'],
  'Plug-in - Petrol': ['Plug-in hybrid', 'Plug-in'],
  'Plug-in - Diesel': ['Plug-in diesel'],
};

const GEAR_COLUMN: Record<StoredTransmission, string[]> = {
  Automatic: ['Automatisk', 'Automatgear', 'Aut.'],
  Manual: ['Manuel', 'Manuelt', 'Man.'],
};

const GEAR_TEXT: Record<StoredTransmission, string[]> = {
  Automatic: ['automatgear', 'aut.', 'automatisk'],
  Manual: ['manuelt gear', 'manuel', 'man.'],
};

export const fuelCell = (rng: Random, fuel: StoredFuelType) => rng.pick(FUEL_COLUMN[fuel]);
export const gearCell = (rng: Random, gear: StoredTransmission) => rng.pick(GEAR_COLUMN[gear]);
export const gearText = (rng: Random, gear: StoredTransmission) => rng.pick(GEAR_TEXT[gear]);

/** "150 hk", "150 HK" or, when the list states kW, "110 kW". */
export function powerText(rng: Random, car: CarSpec): string {
  if (car.kilowatt !== null) return `${car.kilowatt} kW`;
  return `${car.horsepower} ${rng.pick(['hk', 'HK', 'hk', 'Hk'])}`;
}

/**
 * The engine as text with its fuel readable: hybrids and plug-ins name themselves, an electric car
 * shows its battery (kWh), petrol and diesel engines get "benzin"/"diesel" when asked.
 */
export function engineText(rng: Random, car: CarSpec, withFuelWord: boolean): string {
  if (!withFuelWord) return car.engine;
  if (car.fuel === 'Petrol') return `${car.engine} ${rng.pick(['benzin', 'Benzin'])}`;
  if (car.fuel === 'Diesel') return `${car.engine} ${rng.pick(['diesel', 'Diesel'])}`;
  return car.engine;
}

/** What a variant cell or heading must say besides trim and engine, given the columns the list has. */
export type VariantWording = { power: boolean; fuel: boolean; gear: boolean; trimFirst?: boolean };

/**
 * A variant name such as "1.5 TSI benzin Style 150 hk automatgear" or "Pro 77 kWh 286 hk": power,
 * fuel and gearbox are written in when the list has no column for them (an electric car may leave
 * the gearbox out: it is always automatic).
 */
export function variantName(rng: Random, car: CarSpec, wording: VariantWording): string {
  const engine = engineText(rng, car, wording.fuel);
  const parts = wording.trimFirst ? [car.trim, engine] : [engine, car.trim];
  if (wording.power) parts.push(powerText(rng, car));
  const gearOptional = car.fuel === 'Electric' && rng.chance(0.6);
  if (wording.gear && !gearOptional) parts.push(gearText(rng, car.gear));
  return parts.join(' ');
}

/** The variant name for the truth (naming is the reader's choice): engine, trim, power and, for petrol and diesel, the gearbox. */
export function truthVariant(car: CarSpec): string {
  const gear =
    car.fuel === 'Petrol' || car.fuel === 'Diesel'
      ? car.gear === 'Manual'
        ? ' manuel'
        : ' automatgear'
      : '';
  return `${car.engine} ${car.trim} ${car.horsepower} hk${gear}`;
}
