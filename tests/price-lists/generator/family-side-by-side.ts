import type { ExtractedCar } from '../../../src/domain/ingestion/extracted-price-list';
import { amountText, mileageText, termText } from './amounts';
import { type Canvas, drawTable, type TableColumn, type TableRow } from './canvas';
import { FIRST_PAYMENTS, MILEAGES, TERMS } from './catalogue';
import { drawVariantBlock, variantBlock } from './family-variant-blocks';
import { carsOf, type FamilyInput, offer, type Part, truthCar } from './part';
import { variantName } from './wording';

/**
 * F6: two car blocks side by side (left and right half of the page), each under its own heading
 * "<Make> <Model>": either a variant block (variant heading, table) or a small table with a row per
 * offer.
 */
type HalfBlock = { heading: string; draw: (canvas: Canvas, x: number, width: number) => void; rows: number };

export function sideBySidePart(input: FamilyInput): Part {
  const { rng, look, pool } = input;
  const kind = rng.pick(['variant', 'table'] as const);
  const cars: ExtractedCar[] = [];
  const halves: HalfBlock[] = [];
  const pairs = rng.int(1, 3);
  for (let index = 0; index < pairs * 2; index++) {
    const [choice] = pool.take(rng, 1);
    if (!choice) break;
    const heading = `${choice.make.make} ${choice.model.model}`;
    if (kind === 'variant') {
      const [car] = carsOf(rng, choice, 1);
      if (!car) continue;
      const block = variantBlock(rng, look, car, rng.pick(FIRST_PAYMENTS), { specs: false });
      cars.push(truthCar(car, block.offers));
      halves.push({
        heading,
        rows: block.rows.length + 2,
        draw: (canvas, x, width) => drawVariantBlock(canvas, block, { x, width }),
      });
    } else {
      const columns: TableColumn[] = [
        { header: ['Variant'], align: 'left' },
        { header: ['HK'], align: 'right' },
        { header: [rng.pick(['Km/år', 'Km'])], align: 'right' },
        { header: [rng.pick(['Løbetid', 'Mdr.'])], align: 'right' },
        { header: [rng.pick(['Udbetaling', 'Førstegangsydelse'])], align: 'right' },
        { header: [rng.pick(['Ydelse pr. md.', 'Pr. md.'])], align: 'right' },
      ];
      const rows: TableRow[] = [];
      for (const car of carsOf(rng, choice, rng.int(1, 2))) {
        const first = rng.pick(FIRST_PAYMENTS);
        const term = rng.pick(TERMS);
        const offers = rng.sample(MILEAGES, rng.int(1, 2)).map((km) => offer(car, km, term, first));
        cars.push(truthCar(car, offers));
        const name = variantName(rng, car, { power: false, fuel: true, gear: true });
        for (const item of offers) {
          rows.push({
            cells: [
              name,
              String(car.horsepower),
              mileageText(look.numbers, item.mileage_per_year),
              termText(look.numbers, item.period_months),
              amountText(rng, look.numbers, item.first_payment, false),
              amountText(rng, look.numbers, item.monthly_price),
            ],
          });
        }
      }
      halves.push({
        heading,
        rows: rows.length + 1,
        draw: (canvas, x, width) => drawTable(canvas, columns, rows, { x, width }),
      });
    }
  }
  const title = rng.pick(['Ugens privatleasingtilbud', 'Udvalgte leasingtilbud', 'Privatleasing – tilbud']);
  return {
    family: 'side-by-side',
    cars,
    // Two tables side by side need the width of a landscape page (portrait squeezes them unreadably).
    orientation: 'landscape',
    draw(canvas: Canvas) {
      canvas.line(title, { bold: true, size: look.size + 6, space: 6 });
      const gutter = 24;
      const half = (canvas.right - canvas.left - gutter) / 2;
      for (let index = 0; index < halves.length; index += 2) {
        const pair = halves.slice(index, index + 2);
        const tallest = Math.max(...pair.map((block) => block.rows)) * look.size * 1.5 + look.size * 8;
        canvas.ensure(tallest);
        const top = canvas.y;
        let bottom = top;
        pair.forEach((block, side) => {
          const x = canvas.left + side * (half + gutter);
          canvas.y = top;
          canvas.line(block.heading, { bold: true, size: look.size + 4, x, space: 2 });
          block.draw(canvas, x, half);
          bottom = Math.max(bottom, canvas.y);
        });
        canvas.y = bottom + look.size;
      }
    },
  };
}
