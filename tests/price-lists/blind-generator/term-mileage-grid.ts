import { allTrims, chooseCars, modelTitle, type Trim } from './catalogue';
import { drawHeadRow, drawRow, ensureSpace, type Pdf, rule, text } from './draw';
import { asSentence, type ListPlan } from './list-plan';
import { writeAmount, writeKm, writePrice, writeTerm } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, termRun } from './pricing';
import { specsLine } from './specs';
import { priceColumns } from './trim-row';

/** Layout 4: per trim a grid, rows "24 mdr." … and columns "10.000 km/år" …; first payment in the heading or a sentence. */
export function drawTermMileageGrid(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 2], [1, 3]);
  const fees = chooseFees(plan);
  const firstPayments = firstPaymentsFor(allTrims(cars));
  const mileages = mileageRun(rng, rng.int(3, 4));
  const terms = termRun(rng, rng.int(2, 3));
  const inHeading = rng.chance(0.5);
  const width = rng.pick([360, 420, 515]);
  const oneFirstPayment = rng.chance(0.5) ? rng.pick(firstPayments) : undefined;
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  for (const { model, trims } of cars.models) {
    for (const trim of trims) {
      const firstPayment = oneFirstPayment ?? rng.pick(firstPayments);
      y = ensureSpace(doc, y, (terms.length + 4) * (plan.size + 8));
      const name =
        cars.models.length > 1 || rng.chance(0.5)
          ? `${modelTitle(cars.make, model, plan.makePrinted && rng.chance(0.5))} ${trim.variant}`
          : trim.variant;
      const paid = writeAmount(firstPayment, plan.amount);
      const heading = inHeading ? `${name} – ${rng.pick(['udbetaling', 'førstegangsydelse'])} ${paid}` : name;
      text(doc, heading, 40, y, { font: plan.fonts.bold, size: plan.size + 2 });
      y += plan.size + 7;
      const specs = specsLine(trim, rng);
      plan.truth.figures(trim, specs.figures);
      text(doc, specs.line, 40, y, { font: plan.fonts.regular, size: plan.size - 1 });
      y += plan.size + 3;
      if (!inHeading) {
        const sentence =
          firstPayment === 0 && rng.chance(0.5)
            ? 'Ingen udbetaling.'
            : rng.pick([
                `Førstegangsydelse: ${paid}`,
                asSentence(`Priserne er med en udbetaling på ${paid}`),
                `Udbetaling ${paid}`,
              ]);
        text(doc, sentence, 40, y, { font: plan.fonts.regular, size: plan.size });
        y += plan.size + 5;
      }
      y = drawGrid(doc, plan, trim, { mileages, terms, firstPayment, width }, y + 3);
    }
  }
  recordFees(plan, allTrims(cars), fees);
  const fee = feesLine(plan, fees);
  if (fee) text(doc, fee, 40, ensureSpace(doc, y, 20), { font: plan.fonts.regular, size: plan.size });
}

function drawGrid(
  doc: Pdf,
  plan: ListPlan,
  trim: Trim,
  grid: { mileages: readonly number[]; terms: readonly number[]; firstPayment: number; width: number },
  startY: number,
): number {
  const { rng } = plan;
  const { mileages, terms, firstPayment, width } = grid;
  const columns = priceColumns(40, width, 90, mileages.length);
  doc.font(plan.fonts.bold).fontSize(plan.size);
  const corner = rng.pick(['', 'Løbetid', 'Mdr. / km']);
  let y =
    drawHeadRow(doc, columns, [corner, ...mileages.map((km) => writeKm(km, plan.km))], startY, plan.size) + 3;
  if (plan.rules) rule(doc, 40, 40 + width, y - 2, 0.8);
  doc.font(plan.fonts.regular);
  for (const term of terms) {
    const prices = mileages.map((mileage) =>
      writePrice(recordOffer(plan, trim, { mileage, term, firstPayment }), plan.price),
    );
    drawRow(doc, columns, [writeTerm(term, plan.term), ...prices], y, plan.size);
    y += plan.size + 5;
  }
  return y + 14;
}
