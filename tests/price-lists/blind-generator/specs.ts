import type { ExtractedCar } from '../../../src/domain/ingestion/extracted-price-list';
import type { Random } from '../generator/random';
import type { Trim } from './catalogue';
import { groupDigits, writeDecimal } from './number-writing';

const fuelWords: Record<Trim['fuel'], readonly string[]> = {
  Electric: ['El', '100% el', 'Elbil'],
  Petrol: ['Benzin'],
  Diesel: ['Diesel'],
  'Hybrid - Petrol': ['Hybrid (benzin)', 'Benzin/hybrid', 'Hybrid benzin'],
  'Hybrid - Diesel': ['Hybrid (diesel)', 'Diesel/mild hybrid', 'Mild hybrid diesel'],
  'Plug-in - Petrol': ['Plug-in hybrid (benzin)', 'Plug-in hybrid benzin'],
  'Plug-in - Diesel': ['Plug-in hybrid (diesel)', 'Plug-in hybrid diesel'],
};

const gearWords: Record<Trim['transmission'], readonly string[]> = {
  Automatic: ['Automatgear', 'Automatisk gear', 'Aut. gear'],
  Manual: ['Manuel gear', 'Manuelt gear', '6-trins manuel'],
};

export function fuelWord(trim: Trim, rng: Random): string {
  return rng.pick(fuelWords[trim.fuel]);
}

export function gearWord(trim: Trim, rng: Random): string {
  return rng.pick(gearWords[trim.transmission]);
}

/** "Benzin / manuel" for a narrow column. */
export function drivelineCell(trim: Trim, rng: Random): string {
  return `${fuelWord(trim, rng)} / ${gearWord(trim, rng).toLowerCase()}`;
}

type Figures = Pick<ExtractedCar, 'wltp_km' | 'co2_g_km' | 'consumption_l_100km' | 'consumption_kwh_100km'>;

function litresPer100(trim: Trim): number {
  const perHorsepower = { Diesel: 140, 'Hybrid - Diesel': 150, 'Hybrid - Petrol': 150 } as Record<
    string,
    number
  >;
  if (trim.fuel.startsWith('Plug-in')) return Math.round((1 + trim.horsepower / 400) * 10) / 10;
  return Math.round((4.2 + trim.horsepower / (perHorsepower[trim.fuel] ?? 120)) * 10) / 10;
}

/**
 * The specs line under a trim heading: fuel, gearbox and one or two figures, sometimes the car's list
 * price (compact: fuel, gearbox and at most the range). Returns the line and the figures it states.
 */
export function specsLine(trim: Trim, rng: Random, compact = false): { line: string; figures: Figures } {
  const parts = [fuelWord(trim, rng), gearWord(trim, rng)];
  const figures: Figures = {};
  if (compact) {
    if (trim.wltpKm && rng.chance(0.4)) {
      parts.push(`${trim.wltpKm} km`);
      figures.wltp_km = trim.wltpKm;
    }
    return { line: parts.join(rng.pick([' · ', ', '])), figures };
  }
  if (trim.fuel === 'Electric') {
    const kwh = Math.round((13.5 + trim.horsepower / 60) * 10) / 10;
    if (trim.wltpKm && rng.chance(0.7)) {
      parts.push(`Rækkevidde ${trim.wltpKm} km (WLTP)`);
      figures.wltp_km = trim.wltpKm;
    }
    if (rng.chance(0.4)) {
      parts.push(`${writeDecimal(kwh)} kWh/100 km`);
      figures.consumption_kwh_100km = kwh;
    }
  } else {
    const litres = litresPer100(trim);
    if (rng.chance(0.6)) {
      parts.push(`${writeDecimal(litres)} l/100 km`);
      figures.consumption_l_100km = litres;
    }
    if (rng.chance(0.5)) {
      const co2 = Math.round(litres * (trim.fuel.includes('Diesel') ? 26 : 23));
      parts.push(`CO2 ${co2} g/km`);
      figures.co2_g_km = co2;
    }
  }
  if (rng.chance(0.25)) parts.push(`Bilens pris: ${groupDigits(trim.retailPrice)} kr.`);
  const separator = rng.pick([' · ', ' | ', ', ']);
  return { line: parts.join(separator), figures };
}
