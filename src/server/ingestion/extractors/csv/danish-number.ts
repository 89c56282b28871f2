const units = /(kr\.?|dkk|km\s*\/\s*år|km|mdr\.?|md\.?|måneder|hk|,-|\.-)/gi;

/**
 * Reads a number written the Danish way ("4.295", "4.295,50 kr.", "15.000 km", "4 295,-") or the
 * English way ("4,295", "4295.50"). A comma before exactly three digits is read as a thousands
 * separator: prices, distances and terms never have three decimals. Null when it is not a number.
 */
export function parseDanishNumber(text: string): number | null {
  const compact = text.replace(units, '').replace(/[\s\u00a0]/g, '');
  let normal: string | null = null;
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) normal = compact.replaceAll('.', '').replace(',', '.');
  else if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) normal = compact.replaceAll(',', '');
  else if (/^-?\d+(,\d+)?$/.test(compact)) normal = compact.replace(',', '.');
  else if (/^-?\d+\.\d+$/.test(compact)) normal = compact;
  if (normal === null) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}
