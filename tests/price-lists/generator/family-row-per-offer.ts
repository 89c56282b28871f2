import type { ExtractedCar, ExtractedOffer } from '../../../src/domain/ingestion/extracted-price-list';
import { amountInText, amountText, grouped, mileageText, termText, withFootnote } from './amounts';
import { type Canvas, drawTable, type TableColumn, type TableRow } from './canvas';
import { FIRST_PAYMENTS, MILEAGES, TERMS } from './catalogue';
import {
  carsOf,
  DISCLAIMERS,
  type FamilyInput,
  headerLines,
  type ModelChoice,
  offer,
  orientationFor,
  type Part,
  truthCar,
  wrapped,
} from './part';
import { fuelCell, gearCell, variantName } from './wording';

/**
 * F1: one row per offer. The header is a random subset and order of the columns with random synonyms;
 * a column left out is stated elsewhere (make in the title, km/term/first payment in a paragraph, model
 * in a heading above its own table).
 */
type Key =
  | 'make'
  | 'model'
  | 'variant'
  | 'hp'
  | 'fuel'
  | 'gear'
  | 'km'
  | 'term'
  | 'first'
  | 'monthly'
  | 'total';

const LABELS: Record<Key, string[]> = {
  make: ['Mærke'],
  model: ['Model'],
  variant: ['Variant', 'Version', 'Udstyrsvariant'],
  hp: ['HK', 'Hk', 'Hestekræfter'],
  fuel: ['Brændstof', 'Drivmiddel'],
  gear: ['Gear', 'Gearkasse'],
  km: ['Km/år', 'Kørselsbehov', 'Antal km pr. år'],
  term: ['Løbetid', 'Leasingperiode', 'Periode', 'Mdr.'],
  first: ['Udbetaling', 'Førstegangsydelse', 'Depositum'],
  monthly: ['Ydelse pr. md.', 'Månedlig ydelse'],
  total: ['Totalpris', 'Totalomkostninger', 'Samlede omkostninger'],
};
const RIGHT_ALIGNED: Key[] = ['hp', 'km', 'term', 'first', 'monthly', 'total'];

export type RowPerOfferOptions = {
  /** One offer per car (the base prices of the base-and-surcharge family). */
  singleOffer?: boolean;
  /** First payments to choose from (the surcharge family needs them above 0). */
  firstPayments?: readonly number[];
};

/** "Priserne gælder ved 36 mdr. løbetid, 15.000 km/år og en udbetaling på 9.995 kr." */
export function conditionsSentence(
  input: FamilyInput,
  fixed: { km?: number; term?: number; first?: number },
): string {
  const { rng, look } = input;
  const parts: string[] = [];
  if (fixed.term !== undefined)
    parts.push(
      rng.pick([`${fixed.term} mdr. løbetid`, `${fixed.term} måneders løbetid`, `${fixed.term} mdr.`]),
    );
  if (fixed.km !== undefined) {
    const km = grouped(fixed.km, look.numbers.separator);
    parts.push(rng.pick([`${km} km/år`, `${km} km pr. år`]));
  }
  if (fixed.first !== undefined) {
    const first = amountInText(look.numbers, fixed.first);
    parts.push(rng.pick([`en udbetaling på ${first}`, `en førstegangsydelse på ${first}`]));
  }
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} og ${parts.at(-1)}` : (parts[0] ?? '');
  const sentence = `${rng.pick(['Priserne gælder ved', 'Alle priser er ved', 'Ydelserne er beregnet ved'])} ${joined}`;
  return sentence.endsWith('.') ? sentence : `${sentence}.`;
}

export function rowPerOfferPart(input: FamilyInput, options: RowPerOfferOptions = {}): Part {
  const { rng, look, pool } = input;
  const has = {
    make: rng.chance(0.6),
    model: rng.chance(0.7),
    hp: rng.chance(0.6),
    fuel: rng.chance(0.5),
    gear: rng.chance(0.5),
    km: rng.chance(0.75),
    term: rng.chance(0.7),
    first: rng.chance(0.7),
    total: rng.chance(0.4),
  };
  const identity = rng.shuffle(
    (['make', 'model', 'variant', 'hp', 'fuel', 'gear'] as Key[]).filter(
      (key) => key === 'variant' || has[key as keyof typeof has],
    ),
  );
  const terms = rng.shuffle(
    (['km', 'term', 'first', 'monthly', 'total'] as Key[]).filter(
      (key) => key === 'monthly' || has[key as keyof typeof has],
    ),
  );
  const keys = rng.chance(0.2) ? rng.shuffle([...identity, ...terms]) : [...identity, ...terms];
  const twoLineHeader = rng.chance(0.3);
  const columns: TableColumn[] = keys.map((key) => ({
    header: headerLines(rng.pick(LABELS[key]), twoLineHeader),
    align: RIGHT_ALIGNED.includes(key) ? 'right' : 'left',
  }));

  const firstChoices = options.firstPayments ?? FIRST_PAYMENTS;
  const kms = has.km ? rng.sample(MILEAGES, rng.int(1, 3)) : [rng.pick(MILEAGES)];
  const periods = has.term ? rng.sample(TERMS, rng.int(1, 2)) : [rng.pick([24, 36, 48])];
  const firsts = has.first ? rng.sample(firstChoices, rng.int(1, 2)) : [rng.pick(firstChoices)];

  const models = pool.take(rng, rng.int(1, 3));
  const blankRepeats = rng.chance(0.5);
  const wrapNames = rng.chance(0.2);
  const sections: Array<{ choice: ModelChoice; rows: TableRow[] }> = [];
  const cars: ExtractedCar[] = [];
  for (const choice of models) {
    const rows: TableRow[] = [];
    for (const car of carsOf(rng, choice, rng.int(1, 4))) {
      const grid = kms.flatMap((km) =>
        periods.flatMap((term) => firsts.map((first) => offer(car, km, term, first))),
      );
      const offers: ExtractedOffer[] = options.singleOffer
        ? [rng.pick(grid)]
        : grid.filter((_, index) => index === 0 || rng.chance(0.7));
      cars.push(truthCar(car, offers));
      const name = withFootnote(
        rng,
        look.numbers,
        variantName(rng, car, { power: !has.hp, fuel: !has.fuel, gear: !has.gear }),
      );
      const carCells = {
        make: car.make,
        model: car.model,
        variant: wrapNames && rng.chance(0.5) ? wrapped(name) : name,
        hp: rng.chance(0.8) ? String(car.horsepower) : `${car.horsepower} hk`,
        fuel: fuelCell(rng, car.fuel),
        gear: gearCell(rng, car.gear),
      };
      offers.forEach((item, index) => {
        const showCar = index === 0 || !blankRepeats;
        const carCell = (key: keyof typeof carCells) => (showCar ? carCells[key] : '');
        const cell: Record<Key, string> = {
          make: carCell('make'),
          model: carCell('model'),
          // A wrapped name takes two lines only on the car's first row.
          variant: index === 0 ? carCells.variant : carCell('variant').replace('\n', ' '),
          hp: carCell('hp'),
          fuel: carCell('fuel'),
          gear: carCell('gear'),
          km: mileageText(look.numbers, item.mileage_per_year),
          term: termText(look.numbers, item.period_months),
          first: amountText(rng, look.numbers, item.first_payment, false),
          monthly: amountText(rng, look.numbers, item.monthly_price),
          total: amountText(
            rng,
            look.numbers,
            item.first_payment + item.period_months * item.monthly_price,
            false,
          ),
        };
        rows.push({ cells: keys.map((key) => cell[key]) });
      });
    }
    sections.push({ choice, rows });
  }

  const make = models[0]?.make.make ?? '';
  const title = has.make
    ? rng.pick(['Privatleasing – prisliste', 'Aktuelle privatleasingpriser'])
    : `${make} privatleasing – prisliste`;
  const fixed = {
    ...(has.km ? {} : { km: kms[0] }),
    ...(has.term ? {} : { term: periods[0] }),
    ...(has.first ? {} : { first: firsts[0] }),
  };
  const conditions = Object.keys(fixed).length > 0 ? conditionsSentence(input, fixed) : null;
  const tables = has.model
    ? [{ columns, rows: sections.flatMap((section) => section.rows) }]
    : sections.map((section) => ({ columns, rows: section.rows }));
  const totalRows = tables.reduce((sum, table) => sum + table.rows.length, 0);
  const breakAt = rng.chance(0.25) && totalRows > 2 ? rng.int(1, totalRows - 1) : undefined;
  const repeatHeader = rng.chance(0.5);

  return {
    family: 'row-per-offer',
    cars,
    orientation: orientationFor(look, rng, tables),
    draw(canvas: Canvas) {
      canvas.line(title, { bold: true, size: look.size + 6, space: 4 });
      if (conditions) canvas.paragraph(conditions);
      let rowsBefore = 0;
      tables.forEach((table, index) => {
        const section = sections[index];
        if (!has.model && section) {
          const heading =
            has.make || rng.chance(0.5)
              ? section.choice.model.model
              : `${section.choice.make.make} ${section.choice.model.model}`;
          canvas.line(heading, { bold: true, size: look.size + 3, space: 2 });
        }
        const localBreak =
          breakAt !== undefined && breakAt >= rowsBefore && breakAt < rowsBefore + table.rows.length
            ? breakAt - rowsBefore
            : undefined;
        drawTable(canvas, table.columns, table.rows, {
          repeatHeader,
          ...(localBreak === undefined ? {} : { breakBeforeRow: localBreak }),
        });
        rowsBefore += table.rows.length;
      });
      if (rng.chance(0.5)) canvas.paragraph(rng.pick(DISCLAIMERS), { size: Math.max(7, look.size - 1) });
    },
  };
}
