import { chooseCars, modelTitle, type Trim } from './catalogue';
import { drawHeadRow, ensureSpace, type Pdf, rule, text } from './draw';
import { conditionsSentence, type ListPlan } from './list-plan';
import { groupDigits, writeKm, writePrice } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, termRun } from './pricing';
import { drawTrimRow, priceColumns, trimRowHeight } from './trim-row';

type Conditions = { term: number; firstPayment: number };

/** Layout 2: one row per trim, one column per km/år; term and first payment stated once in prose. */
export function drawMileageMatrix(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 3], [1, 4]);
  const fees = chooseFees(plan);
  const firstPayments = firstPaymentsFor(cars.models.flatMap((model) => model.trims));
  const pickConditions = (): Conditions => ({
    term: termRun(rng, 1)[0] ?? 36,
    firstPayment: rng.pick(firstPayments),
  });
  const shared = pickConditions();
  const perSection = cars.models.length > 1 && rng.chance(0.4);
  const sentenceBelow = rng.chance(0.4);
  const mileages = mileageRun(rng, rng.int(3, 5));
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  const prose = (line: string) => {
    y = ensureSpace(doc, y, plan.size + 10);
    text(doc, line, 40, y, { font: plan.fonts.regular, size: plan.size + 0.5 });
    y += plan.size + 10;
  };
  if (!perSection && !sentenceBelow) prose(conditionsSentence(plan, shared));
  for (const { model, trims } of cars.models) {
    const conditions = perSection ? pickConditions() : shared;
    y = ensureSpace(doc, y, 50 + trims.length * trimRowHeight(plan));
    if (cars.models.length > 1) {
      const heading = modelTitle(cars.make, model, plan.makePrinted && rng.chance(0.6));
      text(doc, heading, 40, y, { font: plan.fonts.bold, size: plan.size + 4 });
      y += plan.size + 10;
    }
    if (perSection) prose(conditionsSentence(plan, conditions));
    y = drawMatrix(doc, plan, trims, mileages, conditions, y);
  }
  recordFees(
    plan,
    cars.models.flatMap((model) => model.trims),
    fees,
  );
  if (!perSection && sentenceBelow) prose(conditionsSentence(plan, shared));
  const fee = feesLine(plan, fees);
  if (fee) prose(fee);
}

function drawMatrix(
  doc: Pdf,
  plan: ListPlan,
  trims: readonly Trim[],
  mileages: readonly number[],
  conditions: Conditions,
  startY: number,
): number {
  const { rng } = plan;
  const columns = priceColumns(40, 515, rng.pick([170, 190, 210]), mileages.length);
  const kmStyle = rng.pick(['km-year', 'km', 'space-per-year', 'yearly'] as const);
  doc.font(plan.fonts.bold).fontSize(plan.size);
  const corner = rng.pick(['Variant', 'Model', '', 'Km pr. år']);
  let y =
    drawHeadRow(doc, columns, [corner, ...mileages.map((km) => writeKm(km, kmStyle))], startY, plan.size) + 3;
  if (plan.rules) rule(doc, 40, 555, y - 2, 0.8);
  const campaignTrim = rng.chance(0.25) ? rng.pick(trims) : undefined;
  for (const trim of trims) {
    const monthly = mileages.map((mileage) => recordOffer(plan, trim, { mileage, ...conditions }));
    const struck =
      trim === campaignTrim ? monthly.map((price) => groupDigits(price + rng.pick([100, 200, 300]))) : [];
    const prices = monthly.map((price) => writePrice(price, plan.price));
    y = drawTrimRow(doc, plan, columns, trim, prices, y, struck);
  }
  return y + 10;
}
