import type { StoredFuelType, StoredTransmission } from '../../../../domain/listings/vehicle-values';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-zæøå0-9]+/g, ' ')
    .trim();

/** A price list's fuel word ("Benzin", "El", "Plug-in hybrid", "Hybrid - Petrol") as the stored value. */
export function fuelTypeFromText(text: string): StoredFuelType | null {
  const value = words(text);
  if (!value) return null;
  const diesel = /\bdiesel\b/.test(value);
  if (/\b(plug ?in|plugin|phev)\b/.test(value)) return diesel ? 'Plug-in - Diesel' : 'Plug-in - Petrol';
  if (/\b(hybrid|hev|mhev)\b/.test(value)) return diesel ? 'Hybrid - Diesel' : 'Hybrid - Petrol';
  if (diesel) return 'Diesel';
  if (/\b(benzin|petrol|gasoline)\b/.test(value)) return 'Petrol';
  if (/^(el|elbil|elektrisk|electric|bev|ev)$/.test(value)) return 'Electric';
  return null;
}

/** "Automatgear", "Aut.", "Manuel", "Manual" … as the stored value. */
export function transmissionFromText(text: string): StoredTransmission | null {
  const value = words(text);
  if (/^(automat\w*|automatic|auto|aut|at|dsg|cvt|edc|dct)$/.test(value)) return 'Automatic';
  if (/^(manuel\w*|manual|man|mt)$/.test(value)) return 'Manual';
  return null;
}
