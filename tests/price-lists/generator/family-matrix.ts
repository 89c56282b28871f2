import type { ExtractedCar } from '../../../src/domain/ingestion/extracted-price-list';
import { amountText, grouped, withFootnote } from './amounts';
import { type Canvas, drawTable, type TableColumn, type TableRow } from './canvas';
import { FIRST_PAYMENTS, MILEAGES } from './catalogue';
import { conditionsSentence } from './family-row-per-offer';
import {
  carsOf,
  DISCLAIMERS,
  type FamilyInput,
  offer,
  orientationFor,
  type Part,
  truthCar,
  wrapped,
} from './part';
import { fuelCell, gearCell, variantName } from './wording';

/**
 * F2: one row per variant and one monthly-price column per mileage ("10.000 km", "15.000 km/år",
 * "20.000" under or beside a "Km/år" label); term and first payment once in a paragraph above.
 */
export type MatrixOptions = { firstPayments?: readonly number[] };

export function matrixPart(input: FamilyInput, options: MatrixOptions = {}): Part {
  const { rng, look, pool } = input;
  const has = {
    make: rng.chance(0.5),
    model: rng.chance(0.6),
    hp: rng.chance(0.6),
    fuel: rng.chance(0.5),
    gear: rng.chance(0.5),
  };
  const start = rng.int(0, 2);
  const kms = MILEAGES.slice(start, start + rng.int(2, 3));
  const term = rng.pick([24, 36, 48]);
  const first = rng.pick(options.firstPayments ?? FIRST_PAYMENTS);
  const suffix = rng.pick(['', ' km', ' km/år']);
  const labelPlacement = rng.pick(['above', 'beside', 'none'] as const);
  const kmLabel = rng.pick(['Km/år', 'Kilometer pr. år', 'Km pr. år']);

  const identity = (['make', 'model', 'variant', 'hp', 'fuel', 'gear'] as const).filter(
    (key) => key === 'variant' || has[key],
  );
  const columns: TableColumn[] = identity.map((key) => ({
    header: [
      {
        make: 'Mærke',
        model: 'Model',
        variant: rng.pick(['Variant', 'Version']),
        hp: rng.pick(['HK', 'Hk']),
        fuel: 'Brændstof',
        gear: 'Gear',
      }[key],
    ],
    align: key === 'hp' ? 'right' : 'left',
  }));
  if (labelPlacement === 'beside') columns.push({ header: [`${kmLabel}:`], align: 'left' });
  kms.forEach((km, index) => {
    const label = `${grouped(km, look.numbers.separator)}${suffix}`;
    columns.push({
      header: labelPlacement === 'above' && index === 0 ? [kmLabel, label] : [label],
      align: 'right',
    });
  });

  const wrapNames = rng.chance(0.2);
  const models = pool.take(rng, rng.int(1, 3));
  const cars: ExtractedCar[] = [];
  const sections = models.map((choice) => {
    const rows: TableRow[] = carsOf(rng, choice, rng.int(1, 4)).map((car) => {
      const offers = kms.map((km) => offer(car, km, term, first));
      cars.push(truthCar(car, offers));
      const name = withFootnote(
        rng,
        look.numbers,
        variantName(rng, car, { power: !has.hp, fuel: !has.fuel, gear: !has.gear }),
      );
      const cell = {
        make: car.make,
        model: car.model,
        variant: wrapNames && rng.chance(0.5) ? wrapped(name) : name,
        hp: String(car.horsepower),
        fuel: fuelCell(rng, car.fuel),
        gear: gearCell(rng, car.gear),
      };
      return {
        cells: [
          ...identity.map((key) => cell[key]),
          ...(labelPlacement === 'beside' ? [''] : []),
          ...offers.map((item) => amountText(rng, look.numbers, item.monthly_price)),
        ],
      };
    });
    return { choice, rows };
  });

  const make = models[0]?.make.make ?? '';
  const title = has.make ? 'Privatleasing – månedlige ydelser' : `${make} privatleasing – månedlige ydelser`;
  const conditions = conditionsSentence(input, { term, first });
  const tables = has.model
    ? [{ columns, rows: sections.flatMap((section) => section.rows) }]
    : sections.map((section) => ({ columns, rows: section.rows }));
  const headings = sections.map((section) =>
    has.make ? section.choice.model.model : `${section.choice.make.make} ${section.choice.model.model}`,
  );
  const repeatHeader = rng.chance(0.5);
  const breakTable = rng.chance(0.25) ? rng.int(0, tables.length - 1) : -1;
  const disclaimer = rng.chance(0.5) ? rng.pick(DISCLAIMERS) : null;

  return {
    family: 'matrix',
    cars,
    orientation: orientationFor(look, rng, tables),
    draw(canvas: Canvas) {
      canvas.line(title, { bold: true, size: look.size + 6, space: 4 });
      canvas.paragraph(conditions);
      tables.forEach((table, index) => {
        if (!has.model) canvas.line(headings[index] ?? '', { bold: true, size: look.size + 3, space: 2 });
        const breakBeforeRow =
          index === breakTable && table.rows.length > 1 ? Math.ceil(table.rows.length / 2) : undefined;
        drawTable(canvas, table.columns, table.rows, {
          repeatHeader,
          ...(breakBeforeRow === undefined ? {} : { breakBeforeRow }),
        });
      });
      if (disclaimer) canvas.paragraph(disclaimer, { size: Math.max(7, look.size - 1) });
    },
  };
}
