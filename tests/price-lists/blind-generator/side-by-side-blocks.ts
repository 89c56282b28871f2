import { allTrims, chooseCars, modelTitle, type Trim } from './catalogue';
import { type Column, drawHeadRow, drawRow, ensureSpace, type Pdf, rule, wrappedText } from './draw';
import type { ListPlan } from './list-plan';
import { writeAmount, writeKm, writePrice, writeTerm } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, termRun } from './pricing';
import { specsLine } from './specs';

const BLOCK_WIDTH = 245;
const GUTTER = 25;

type Block = { trim: Trim; heading: string; firstPayment: number };

/**
 * Layout 8: trim blocks two to a row, each with its own heading, specs, first payment and a small
 * table (rows km/år, columns terms); further blocks stacked below.
 */
export function drawSideBySideBlocks(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 2], [2, 3]);
  const fees = chooseFees(plan);
  const firstPayments = firstPaymentsFor(allTrims(cars));
  const mileages = mileageRun(rng, rng.int(2, 4));
  const terms = termRun(rng, rng.int(1, 2));
  const blocks: Block[] = cars.models.flatMap(({ model, trims }) =>
    trims.map((trim) => ({
      trim,
      heading: `${modelTitle(cars.make, model, plan.makePrinted && rng.chance(0.5))} ${trim.variant}`,
      firstPayment: rng.pick(firstPayments),
    })),
  );
  const perRow = rng.chance(0.8) ? 2 : 1;
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  for (let index = 0; index < blocks.length; index += perRow) {
    const pair = blocks.slice(index, index + perRow);
    y = ensureSpace(doc, y, (mileages.length + 7) * (plan.size + 6) + 30);
    const bottoms = pair.map((block, side) =>
      drawBlock(doc, plan, block, 40 + side * (BLOCK_WIDTH + GUTTER), y, { mileages, terms }),
    );
    y = Math.max(...bottoms) + 18;
  }
  recordFees(plan, allTrims(cars), fees);
  const fee = feesLine(plan, fees);
  if (fee) {
    doc.font(plan.fonts.regular).fontSize(plan.size);
    wrappedText(doc, fee, 40, ensureSpace(doc, y, 30), 515);
  }
}

function drawBlock(
  doc: Pdf,
  plan: ListPlan,
  block: Block,
  left: number,
  top: number,
  grid: { mileages: readonly number[]; terms: readonly number[] },
): number {
  const { rng } = plan;
  doc.font(plan.fonts.bold).fontSize(plan.size + 1.5);
  let y = top + wrappedText(doc, block.heading, left, top, BLOCK_WIDTH) + 3;
  const specs = specsLine(block.trim, rng);
  plan.truth.figures(block.trim, specs.figures);
  doc.font(plan.fonts.regular).fontSize(plan.size - 1);
  y += wrappedText(doc, specs.line, left, y, BLOCK_WIDTH) + 3;
  const paid = writeAmount(block.firstPayment, plan.amount);
  const payment =
    block.firstPayment === 0 && rng.chance(0.4)
      ? 'Ingen udbetaling'
      : `${rng.pick(['Udbetaling', 'Førstegangsydelse'])}: ${paid}`;
  doc.fontSize(plan.size);
  y += wrappedText(doc, payment, left, y, BLOCK_WIDTH) + 4;
  const firstWidth = 95;
  const each = (BLOCK_WIDTH - firstWidth) / grid.terms.length;
  const columns: Column[] = [
    { x: left, width: firstWidth },
    ...grid.terms.map((_, index) => ({
      x: left + firstWidth + index * each,
      width: each,
      align: 'right' as const,
    })),
  ];
  doc.font(plan.fonts.bold);
  const heads = ['Km/år', ...grid.terms.map((term) => writeTerm(term, plan.term))];
  y = drawHeadRow(doc, columns, heads, y, plan.size) + 2;
  if (plan.rules) rule(doc, left, left + BLOCK_WIDTH, y - 2, 0.6);
  doc.font(plan.fonts.regular);
  const kmStyle = rng.pick(['bare', plan.km] as const);
  for (const mileage of grid.mileages) {
    const prices = grid.terms.map((term) =>
      writePrice(
        recordOffer(plan, block.trim, { mileage, term, firstPayment: block.firstPayment }),
        plan.price,
      ),
    );
    drawRow(doc, columns, [writeKm(mileage, kmStyle), ...prices], y, plan.size);
    y += plan.size + 5;
  }
  return y;
}
