import {
  readBatteryKwh,
  readHorsepower,
  readsAllWheelDrive,
} from '../../../../domain/ingestion/vehicle-text';

const FOOTNOTE_MARKS = /[*¹²³⁴⁵⁶⁷⁸⁹†‡]+/g;

/** A name as printed, without footnote marks and doubled spaces. */
export function cleanName(text: string): string {
  return text.replace(FOOTNOTE_MARKS, '').replace(/\s+/g, ' ').trim();
}

/**
 * The variant's name from a row's own name (a trim such as "Active" or a full "1.5 TSI Style DSG")
 * and the engine or variant line the row stands under. A trim under an engine line is named like a
 * catalogue variant: engine size or battery, trim, AWD, power ("1.5 Hybrid Active 116 HK",
 * "73,1 kWh Executive AWD 343 HK").
 */
export function variantName(rowName: string, engineText: string | null): string {
  const trim = cleanName(rowName);
  const engine = engineText ? cleanName(engineText) : '';
  if (!engine) return trim;
  if (!trim) return engine;
  const horsepower = readHorsepower(trim) === null ? readHorsepower(engine) : null;
  const awd = readsAllWheelDrive(engine) && !readsAllWheelDrive(trim);
  return [engineSize(engine), trim, awd ? 'AWD' : '', horsepower ? `${horsepower} HK` : '']
    .filter((part) => part.length > 0)
    .join(' ');
}

/** "73,1 kWh" for a battery, "1.5 Hybrid" or "2.0 TDI" for an engine; empty when the line has neither. */
function engineSize(engine: string): string {
  const battery = readBatteryKwh(engine);
  if (battery !== null) return `${String(battery).replace('.', ',')} kWh`;
  const displacement =
    /(\d\.\d)\s*(plug-in hybrid|plug-in|e-?hybrid|mild hybrid|hybrid|tsi|tdi|tfsi|benzin|diesel)?/i.exec(
      engine,
    );
  if (!displacement?.[1]) return '';
  const kind = displacement[2]?.toLowerCase() ?? '';
  if (kind === 'benzin' || kind === '') return displacement[1];
  if (kind.startsWith('plug-in')) return `${displacement[1]} Plug-in Hybrid`;
  if (kind.includes('hybrid')) return `${displacement[1]} Hybrid`;
  return `${displacement[1]} ${kind.toUpperCase()}`;
}
