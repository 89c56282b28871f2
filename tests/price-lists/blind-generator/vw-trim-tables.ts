import { allTrims, chooseCars, modelTitle, type Trim } from './catalogue';
import { type Column, drawHeadRow, drawRow, ensureSpace, type Pdf, rule, text } from './draw';
import { asSentence, type ListPlan } from './list-plan';
import { cellKmStyle, writeAmount, writeKm, writePrice, writeTerm } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, type Fees, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, monthlyPrice, type OfferTerms, termRun } from './pricing';
import { specsLine } from './specs';

const WIDTHS = [80, 72, 95, 95, 78, 95];

/**
 * Layout 6 (Volkswagen style): per trim a small table Kørselsbehov | Leasingperiode | Totalomkostninger |
 * Mindstepris | Udbetaling | Månedlig ydelse; a trim may come back in a block with another first payment.
 * Totals and minimum prices add up: first payment + months × monthly + the establishment fee.
 */
export function drawVwTrimTables(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 2], [1, 3]);
  const fees: Fees = { ...chooseFees(plan), establishment: rng.pick([995, 1995, 2495]) };
  const firstPayments = firstPaymentsFor(allTrims(cars));
  const binding = rng.pick([6, 12]);
  const mileages = mileageRun(rng, rng.int(2, 4));
  const terms = termRun(rng, rng.int(1, 2));
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  const subject = rng.pick(['Totalomkostninger og mindstepris', 'Totalomkostninger og mindstepris er']);
  const note = asSentence(
    `${subject} inkl. etableringsgebyr ${writeAmount(fees.establishment ?? 0, plan.amount)}`,
  );
  text(doc, note, 40, y, { font: plan.fonts.regular, size: plan.size });
  y += plan.size + 12;
  let x = 40;
  const columns: Column[] = WIDTHS.map((width, index) => {
    const column: Column = { x, width, align: index >= 2 ? 'right' : 'left' };
    x += width;
    return column;
  });
  for (const { model, trims } of cars.models) {
    for (const trim of trims) {
      const blocks = rng.sample(firstPayments, Math.min(firstPayments.length, rng.chance(0.6) ? 2 : 1));
      const name = `${modelTitle(cars.make, model, plan.makePrinted && rng.chance(0.5))} ${trim.variant}`;
      const specs = specsLine(trim, rng);
      plan.truth.figures(trim, specs.figures);
      for (const firstPayment of blocks) {
        const block = { trim, name, specs: specs.line, firstPayment, establishment: fees.establishment ?? 0 };
        y = drawBlock(doc, plan, columns, block, { mileages, terms, binding }, y);
      }
    }
  }
  recordFees(plan, allTrims(cars), { returnFee: fees.returnFee });
  const fee = feesLine(plan, { returnFee: fees.returnFee, delivery: fees.delivery });
  if (fee) text(doc, fee, 40, ensureSpace(doc, y, 20), { font: plan.fonts.regular, size: plan.size });
}

type Block = { trim: Trim; name: string; specs: string; firstPayment: number; establishment: number };
type Grid = { mileages: readonly number[]; terms: readonly number[]; binding: number };

function drawBlock(
  doc: Pdf,
  plan: ListPlan,
  columns: readonly Column[],
  block: Block,
  grid: Grid,
  startY: number,
): number {
  const rows = grid.mileages.length * grid.terms.length;
  let y = ensureSpace(doc, startY, (rows + 5) * (plan.size + 6));
  text(doc, block.name, 40, y, { font: plan.fonts.bold, size: plan.size + 2 });
  y += plan.size + 7;
  text(doc, block.specs, 40, y, { font: plan.fonts.regular, size: plan.size - 1 });
  y += plan.size + 6;
  doc.font(plan.fonts.bold).fontSize(plan.size - 0.5);
  const heads = [
    'Kørselsbehov',
    'Leasingperiode',
    'Totalomkostninger',
    `Mindstepris ${grid.binding} mdr.`,
    'Udbetaling',
    'Månedlig ydelse',
  ];
  y = drawHeadRow(doc, columns, heads, y, plan.size - 0.5) + 2;
  if (plan.rules) rule(doc, 40, 555, y - 2, 0.8);
  doc.font(plan.fonts.regular).fontSize(plan.size);
  for (const term of grid.terms) {
    for (const mileage of grid.mileages) {
      const terms: OfferTerms = { mileage, term, firstPayment: block.firstPayment };
      const monthly = monthlyPrice(block.trim, terms, plan.ending);
      const total = block.firstPayment + term * monthly + block.establishment;
      const minimum = block.firstPayment + grid.binding * monthly + block.establishment;
      recordOffer(plan, block.trim, terms, { total_cost: total, minimum_price: minimum });
      drawRow(
        doc,
        columns,
        [
          writeKm(mileage, cellKmStyle(plan.km)),
          writeTerm(term, plan.term),
          writeAmount(total, plan.amount),
          writeAmount(minimum, plan.amount),
          writeAmount(block.firstPayment, plan.amount),
          writePrice(monthly, plan.price),
        ],
        y,
        plan.size,
      );
      y += plan.size + 5;
    }
  }
  return y + 14;
}
