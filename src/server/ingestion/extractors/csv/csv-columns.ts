export type CsvField =
  | 'make'
  | 'model'
  | 'variant'
  | 'horsepower'
  | 'fuel_type'
  | 'transmission'
  | 'mileage_per_year'
  | 'period_months'
  | 'first_payment'
  | 'monthly_price';

/** Header names we accept per field, compared after normaliseHeader. */
const aliases: Record<CsvField, string[]> = {
  make: ['mærke', 'maerke', 'make', 'brand', 'fabrikat'],
  model: ['model'],
  variant: ['variant', 'version', 'udstyrsvariant', 'trim'],
  horsepower: ['hk', 'hestekræfter', 'horsepower', 'hp'],
  fuel_type: ['brændstof', 'braendstof', 'drivmiddel', 'fuel', 'fuel type'],
  transmission: ['gear', 'gearkasse', 'geartype', 'transmission'],
  mileage_per_year: [
    'km/år',
    'km pr år',
    'km per år',
    'kilometer pr år',
    'km',
    'mileage',
    'mileage per year',
    'km per year',
  ],
  period_months: ['løbetid', 'mdr', 'måneder', 'periode', 'period', 'months', 'term', 'period months'],
  first_payment: [
    'udbetaling',
    'førstegangsydelse',
    'første betaling',
    'first payment',
    'down payment',
    'deposit',
  ],
  monthly_price: [
    'månedlig ydelse',
    'ydelse pr md',
    'ydelse',
    'månedsydelse',
    'pris pr md',
    'monthly',
    'monthly price',
    'monthly payment',
  ],
};

/** The Danish name each required column is asked for by in an error message. */
export const requiredColumns: Array<[CsvField, string]> = [
  ['make', 'mærke'],
  ['model', 'model'],
  ['variant', 'variant'],
  ['mileage_per_year', 'km/år'],
  ['period_months', 'løbetid'],
  ['first_payment', 'udbetaling'],
  ['monthly_price', 'månedlig ydelse'],
];

/** "Løbetid (mdr.)" → "løbetid", "Ydelse pr. md." → "ydelse pr md", "Fuel_Type" → "fuel type". */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/[._]/g, ' ')
    .replace(/\s*\/\s*/g, '/')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Which column index holds which field; the first matching column wins. */
export function mapColumns(headers: string[]): Partial<Record<CsvField, number>> {
  const columns: Partial<Record<CsvField, number>> = {};
  headers.forEach((header, index) => {
    const name = normaliseHeader(header);
    for (const [field, names] of Object.entries(aliases) as Array<[CsvField, string[]]>) {
      if (columns[field] === undefined && names.includes(name)) columns[field] = index;
    }
  });
  return columns;
}
