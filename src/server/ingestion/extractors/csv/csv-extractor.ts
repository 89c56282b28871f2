import { readDanishNumber } from '../../../../domain/format/danish-number';
import {
  type ExtractedCar,
  type ExtractedOffer,
  extractedOfferSchema,
  extractedPriceListSchema,
} from '../../../../domain/ingestion/extracted-price-list';
import { offerPriceKey } from '../../../../domain/offers/offer-key';
import { ExtractionError, type Extractor, type PriceListSource } from '../extractor';
import { type CsvField, mapColumns, requiredColumns } from './csv-columns';
import { type CsvRow, parseCsv } from './parse-csv';
import { fuelTypeFromText, transmissionFromText } from './vehicle-words';

type Columns = Partial<Record<CsvField, number>>;
type RowResult =
  | { car: Omit<ExtractedCar, 'offers'>; offer: ExtractedOffer; notes: string[] }
  | { error: string };

const offerFields = [
  ['mileage_per_year', 'km/år'],
  ['period_months', 'løbetid'],
  ['first_payment', 'udbetaling'],
  ['monthly_price', 'månedlig ydelse'],
] as const;

function readRow(row: CsvRow, columns: Columns): RowResult {
  const cell = (field: CsvField) => {
    const index = columns[field];
    return index === undefined ? '' : (row.cells[index] ?? '');
  };
  for (const field of ['make', 'model', 'variant'] as const) {
    if (!cell(field)) return { error: `${field === 'make' ? 'mærke' : field} mangler` };
  }
  const offer: Partial<ExtractedOffer> = {};
  for (const [field, label] of offerFields) {
    const value = readDanishNumber(cell(field));
    if (value === null) return { error: `${label} "${cell(field)}" er ikke et tal` };
    offer[field] = Math.round(value);
  }
  const checkedOffer = extractedOfferSchema.safeParse(offer);
  if (!checkedOffer.success) return { error: 'tilbuddets tal ligger uden for det tilladte' };

  const notes: string[] = [];
  const horsepowerText = cell('horsepower');
  const horsepower = horsepowerText ? readDanishNumber(horsepowerText) : null;
  if (horsepowerText && horsepower === null)
    notes.push(`hk "${horsepowerText}" er ikke et tal og er udeladt`);
  const fuel_type = fuelTypeFromText(cell('fuel_type'));
  if (cell('fuel_type') && !fuel_type) notes.push(`brændstof "${cell('fuel_type')}" er ukendt og er udeladt`);
  const transmission = transmissionFromText(cell('transmission'));
  if (cell('transmission') && !transmission)
    notes.push(`gear "${cell('transmission')}" er ukendt og er udeladt`);
  const car = {
    make: cell('make'),
    model: cell('model'),
    variant: cell('variant'),
    horsepower: horsepower === null ? null : Math.round(horsepower),
    fuel_type,
    transmission,
  };
  return { car, offer: checkedOffer.data, notes };
}

const carKey = (car: Omit<ExtractedCar, 'offers'>) =>
  [car.make, car.model, car.variant, car.horsepower, car.fuel_type, car.transmission].join('|').toLowerCase();

function extractCsv(text: string) {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new ExtractionError('empty_document', 'CSV-filen er tom.');
  const columns = mapColumns(header.cells);
  const missing = requiredColumns.filter(([field]) => columns[field] === undefined).map(([, name]) => name);
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    throw new ExtractionError(
      'unsupported_layout',
      `CSV-filen mangler ${missing.length === 1 ? 'kolonnen' : 'kolonnerne'} ${names}.`,
    );
  }
  const cars = new Map<string, ExtractedCar>();
  const warnings: string[] = [];
  for (const row of rows) {
    const result = readRow(row, columns);
    if ('error' in result) {
      warnings.push(`Linje ${row.line} er sprunget over: ${result.error}.`);
      continue;
    }
    for (const note of result.notes) warnings.push(`Linje ${row.line}: ${note}.`);
    const key = carKey(result.car);
    const car = cars.get(key) ?? { ...result.car, offers: [] };
    if (!car.offers.some((offer) => offerPriceKey(offer) === offerPriceKey(result.offer)))
      car.offers.push(result.offer);
    cars.set(key, car);
  }
  if (cars.size === 0) {
    const example = warnings[0] ? ` ${warnings[0]}` : '';
    throw new ExtractionError('no_cars_found', `CSV-filen indeholder ingen gyldige rækker.${example}`);
  }
  return { result: extractedPriceListSchema.parse({ cars: [...cars.values()] }), warnings };
}

/** Reads a CSV price list: one row per offer, rows of the same car grouped into one car. */
export function createCsvExtractor(): Extractor {
  return {
    name: 'csv',
    async extract(source: PriceListSource) {
      if (source.kind !== 'csv') {
        throw new ExtractionError('unsupported_layout', 'CSV-udtrækket kan kun læse CSV-filer.');
      }
      const { result, warnings } = extractCsv(source.text);
      return { extractor: 'csv', result, usage: null, warnings };
    },
  };
}
