import { findDanishNumber } from '../format/danish-number';
import type { StoredFuelType, StoredTransmission } from '../listings/vehicle-values';

/**
 * Reads a car's horsepower, fuel and gearbox from a Danish variant or engine line such as
 * "1.5 Hybrid 116 hk automatgear", "2.0 TDI 150 HK DSG" or "73.1 kWh, 343 hk AWD".
 */

// 1 kW = 1.35962 metric horsepower (hk).
const HORSEPOWER_PER_KW = 1.35962;

/** Horsepower as stated ("150 hk", "286 HK", "95hp") or converted from kilowatts ("110 kW" → 150). */
export function readHorsepower(text: string): number | null {
  const match = /(\d{2,4})\s*(?:hk|hp|ps)\b/i.exec(text);
  if (match?.[1]) return Number(match[1]);
  const kilowatts = /(\d{2,3})\s*kw\b(?!h)/i.exec(text);
  return kilowatts?.[1] ? Math.round(Number(kilowatts[1]) * HORSEPOWER_PER_KW) : null;
}

/** Battery capacity in kWh ("73.1 kWh" or "73,1 kWh" → 73.1). */
export function readBatteryKwh(text: string): number | null {
  const match = /(\d{1,3}(?:[.,]\d)?)\s*kwh\b(?!\s*\/)/i.exec(text);
  return match?.[1] ? findDanishNumber(match[1]) : null;
}

const PLUG_IN = /plug-?in|\bphev\b|genopladelig/i;
const HYBRID = /hybrid|\bhev\b|\bmhev\b/i;
const DIESEL = /diesel|\btdi\b|\bcrdi\b|\bdci\b|\bhdi\b|\bbluehdi\b/i;
// "el" only as a whole word: Danish words such as "model" or "elegance" contain it.
const ELECTRIC = /(?:^|[\s,(])el(?:bil)?(?=$|[\s,)])|elektrisk|electric|\bkwh\b|\bbev\b/i;
const PETROL = /benzin|petrol|\btsi\b|\btfsi\b|\bt-gdi\b|\bmpi\b|\bpuretech\b|\bvvt-i\b/i;

export function readFuelType(text: string): StoredFuelType | null {
  const diesel = DIESEL.test(text);
  if (PLUG_IN.test(text)) return diesel ? 'Plug-in - Diesel' : 'Plug-in - Petrol';
  if (HYBRID.test(text)) return diesel ? 'Hybrid - Diesel' : 'Hybrid - Petrol';
  if (ELECTRIC.test(text)) return 'Electric';
  if (diesel) return 'Diesel';
  if (PETROL.test(text)) return 'Petrol';
  return null;
}

const AUTOMATIC = /automat|\baut\b\.?|\bdsg\b|\bdct\b|\bcvt\b|e-cvt|\bs tronic\b|\bsteptronic\b/i;
const MANUAL = /manuel|\bmanual\b|\bmt\b|\bman\.(?=\s|$)|^man$/i;

export function readTransmission(text: string): StoredTransmission | null {
  if (MANUAL.test(text)) return 'Manual';
  if (AUTOMATIC.test(text)) return 'Automatic';
  return null;
}

const ALL_WHEEL_DRIVE = /\bawd(?:-i)?\b|\b4wd\b|\b4x4\b|firehjulstræk|\bquattro\b|\b4motion\b|\bxdrive\b/i;

export function readsAllWheelDrive(text: string): boolean {
  return ALL_WHEEL_DRIVE.test(text);
}

export type VehicleFacts = {
  horsepower: number | null;
  fuel_type: StoredFuelType | null;
  transmission: StoredTransmission | null;
};

const MILD_HYBRID = /mild|\bmhev\b|\be-?tsi\b|48\s*v/i;

/**
 * The gearbox a car has when its text names none: electric cars have one fixed gear, plug-in and full
 * hybrids an automatic (e-CVT or DCT) gearbox. Mild hybrids and combustion engines come either way.
 */
export function impliedTransmission(fuel: StoredFuelType | null, text: string): StoredTransmission | null {
  if (fuel === 'Electric' || fuel?.startsWith('Plug-in')) return 'Automatic';
  if (fuel?.startsWith('Hybrid') && !MILD_HYBRID.test(text)) return 'Automatic';
  return null;
}

/** All three facts; a gearbox the text does not name is implied by the fuel where it can be. */
export function readVehicleFacts(text: string): VehicleFacts {
  const fuel_type = readFuelType(text);
  const transmission = readTransmission(text) ?? impliedTransmission(fuel_type, text);
  return { horsepower: readHorsepower(text), fuel_type, transmission };
}
