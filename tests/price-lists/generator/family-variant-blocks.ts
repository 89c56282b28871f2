import type { ExtractedCar, ExtractedOffer } from '../../../src/domain/ingestion/extracted-price-list';
import { amountText, grouped, mileageText, type NumberStyle, termText } from './amounts';
import { type Canvas, drawTable, type Look, type TableColumn, type TableRow } from './canvas';
import type { CarSpec } from './catalogue';
import { FIRST_PAYMENTS, MILEAGES, TERMS } from './catalogue';
import { carsOf, DISCLAIMERS, type FamilyInput, offer, orientationFor, type Part, truthCar } from './part';
import type { Random } from './random';
import { variantName } from './wording';

/**
 * F3: per-variant blocks under a page title naming the model ("<Model> leasingpriser"): a heading in a
 * larger font naming the variant and its power ("Pro 77 kWh 286 hk"), a specs line, then a small table
 * (km, term, total, minimum price, first payment, monthly in random order and words). A variant may
 * come back in a later block with another first payment; footnotes sit between blocks.
 */
type BlockKey = 'km' | 'term' | 'total' | 'minimum' | 'first' | 'monthly';
const LABELS: Record<BlockKey, string[]> = {
  km: ['Km/år', 'Kørselsbehov', 'Antal km pr. år'],
  term: ['Løbetid', 'Leasingperiode', 'Periode'],
  total: ['Totalomkostninger', 'Totalpris', 'Samlede omkostninger'],
  minimum: ['Mindstepris (12 mdr.)', 'Minimumspris (12 mdr.)'],
  first: ['Udbetaling', 'Førstegangsydelse', 'Depositum'],
  monthly: ['Ydelse pr. md.', 'Månedlig ydelse'],
};

export type VariantBlock = {
  heading: string;
  specs: string | null;
  columns: TableColumn[];
  rows: TableRow[];
  offers: ExtractedOffer[];
};

/** "Rækkevidde 512 km (WLTP) · 16,4 kWh/100 km · CO2-ejerafgift 420 kr. halvårligt" or the petrol kind. */
function specsLine(rng: Random, numbers: NumberStyle, car: CarSpec): string {
  const separator = rng.pick([' · ', ' | ', ', ']);
  const tax = `CO2-ejerafgift ${grouped(rng.pick([420, 620, 790, 1240, 1580]), numbers.separator)} kr. halvårligt`;
  if (car.fuel === 'Electric') {
    const consumption = `${rng.int(14, 19)},${rng.int(0, 9)} kWh/100 km`;
    return [`Rækkevidde ${rng.int(35, 62) * 10} km (WLTP)`, consumption, tax].join(separator);
  }
  return [`${rng.int(4, 7)},${rng.int(0, 9)} l/100 km`, `CO2 ${rng.int(95, 160)} g/km`, tax].join(separator);
}

/** One block for `car` with `first` as first payment: 2–6 rows of km × term. */
export function variantBlock(
  rng: Random,
  look: Look,
  car: CarSpec,
  first: number,
  options: { specs: boolean },
): VariantBlock {
  const kms = rng.sample(MILEAGES, rng.int(1, 3));
  const terms = rng.sample(TERMS, kms.length === 1 ? rng.int(2, 2) : rng.int(1, 2));
  const keys = rng.shuffle<BlockKey>([
    'km',
    'term',
    'first',
    'monthly',
    ...(rng.chance(0.5) ? (['total'] as const) : []),
    ...(rng.chance(0.4) ? (['minimum'] as const) : []),
  ]);
  const offers = terms.flatMap((term) => kms.map((km) => offer(car, km, term, first)));
  const rows = offers.map((item) => {
    const cell: Record<BlockKey, string> = {
      km: mileageText(look.numbers, item.mileage_per_year),
      term: termText(look.numbers, item.period_months),
      total: amountText(
        rng,
        look.numbers,
        item.first_payment + item.period_months * item.monthly_price,
        false,
      ),
      minimum: amountText(rng, look.numbers, item.first_payment + 12 * item.monthly_price, false),
      first: amountText(rng, look.numbers, item.first_payment, false),
      monthly: amountText(rng, look.numbers, item.monthly_price),
    };
    return { cells: keys.map((key) => cell[key]) };
  });
  return {
    heading: variantName(rng, car, {
      power: true,
      fuel: true,
      gear: true,
      trimFirst: car.fuel === 'Electric',
    }),
    specs: options.specs ? specsLine(rng, look.numbers, car) : null,
    columns: keys.map((key) => ({ header: [rng.pick(LABELS[key])], align: 'right' as const })),
    rows,
    offers,
  };
}

export function drawVariantBlock(
  canvas: Canvas,
  block: VariantBlock,
  area: { x?: number; width?: number } = {},
): void {
  const size = canvas.look.size;
  canvas.line(block.heading, { bold: true, size: size + 3, ...(area.x === undefined ? {} : { x: area.x }) });
  if (block.specs)
    canvas.line(block.specs, { size: Math.max(7, size - 1), ...(area.x === undefined ? {} : { x: area.x }) });
  drawTable(canvas, block.columns, block.rows, area);
}

const FOOTNOTES = [
  '* Prisen forudsætter godkendt kreditvurdering.',
  '¹ Rækkevidde og forbrug er målt efter WLTP og afhænger af kørsel og temperatur.',
  'Forbehold for trykfejl.',
  '² Ydelsen reguleres ikke i aftalens løbetid.',
];

export function variantBlocksPart(input: FamilyInput): Part {
  const { rng, look, pool } = input;
  const [choice] = pool.take(rng, 1);
  if (!choice) throw new Error('no model left');
  const specs = rng.chance(0.8);
  const blocks: VariantBlock[] = [];
  const cars: ExtractedCar[] = [];
  const later: VariantBlock[] = [];
  for (const car of carsOf(rng, choice, rng.int(2, 4))) {
    const [first, second] = rng.sample(FIRST_PAYMENTS, 2);
    const block = variantBlock(rng, look, car, first ?? 0, { specs });
    blocks.push(block);
    const offers = [...block.offers];
    if (second !== undefined && rng.chance(0.4)) {
      const again = {
        ...variantBlock(rng, look, car, second, { specs }),
        heading: block.heading,
        specs: block.specs,
      };
      later.push(again);
      offers.push(...again.offers);
    }
    cars.push(truthCar(car, offers));
  }
  const allBlocks = [...blocks, ...later];
  const makeInTitle = rng.chance(0.5);
  const title = makeInTitle
    ? rng.pick([
        `${choice.make.make} ${choice.model.model} leasingpriser`,
        `Leasingpriser for ${choice.make.make} ${choice.model.model}`,
      ])
    : `${choice.model.model} leasingpriser`;
  const footnotes = allBlocks.map(() => (rng.chance(0.4) ? rng.pick(FOOTNOTES) : null));
  const disclaimer = rng.chance(0.5) ? rng.pick(DISCLAIMERS) : null;
  return {
    family: 'variant-blocks',
    cars,
    orientation: orientationFor(look, rng, allBlocks),
    draw(canvas: Canvas) {
      if (!makeInTitle) canvas.line(`${choice.make.make} Privatleasing`, { size: look.size + 1 });
      canvas.line(title, { bold: true, size: look.size + 7, space: 6 });
      allBlocks.forEach((block, index) => {
        canvas.ensure(block.rows.length * look.size * 1.4 + look.size * 6);
        drawVariantBlock(canvas, block);
        const footnote = footnotes[index];
        if (footnote) canvas.paragraph(footnote, { size: Math.max(7, look.size - 2) });
      });
      if (disclaimer) canvas.paragraph(disclaimer, { size: Math.max(7, look.size - 1) });
    },
  };
}
