import { allTrims, chooseCars, modelTitle } from './catalogue';
import { type Column, drawHeadRow, drawRow, ensureSpace, type Pdf, rule, text } from './draw';
import { conditionsSentence, type ListPlan } from './list-plan';
import { writeAmount, writeKm, writePrice, writeTerm } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, type OfferTerms, termRun } from './pricing';
import { drawTrimRow, priceColumns, trimRowHeight } from './trim-row';

/**
 * Layout 5: a top header row naming terms (or first payments), each spanning the mileage columns of
 * a second header row; the remaining condition is stated once in prose.
 */
export function drawTwoLineHeader(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 2], [1, 4]);
  const fees = chooseFees(plan);
  const right = doc.page.width - 40;
  const groupsAreTerms = rng.chance(0.7);
  const firstPayments = firstPaymentsFor(allTrims(cars));
  // Portrait pages hold four price columns, landscape pages up to eight.
  const landscape = right > 600;
  const groupCount = groupsAreTerms && landscape ? rng.int(2, 3) : 2;
  const groups = groupsAreTerms
    ? termRun(rng, groupCount)
    : rng.sample(firstPayments, Math.min(groupCount, firstPayments.length));
  const mileages = mileageRun(rng, landscape ? Math.floor(8 / groups.length) - rng.int(0, 1) : 2);
  const fixed = groupsAreTerms ? rng.pick(firstPayments) : (termRun(rng, 1)[0] ?? 36);
  const offerTerms = (group: number, mileage: number): OfferTerms =>
    groupsAreTerms
      ? { mileage, term: group, firstPayment: fixed }
      : { mileage, term: fixed, firstPayment: group };
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  const sentence = conditionsSentence(plan, groupsAreTerms ? { firstPayment: fixed } : { term: fixed });
  text(doc, sentence, 40, y, { font: plan.fonts.regular, size: plan.size + 0.5 });
  y += plan.size + 12;
  const columns = priceColumns(40, right - 40, rng.pick([150, 170, 190]), groups.length * mileages.length);
  const kmStyle = rng.pick(['km', 'km-year', 'bare'] as const);
  for (const { model, trims } of cars.models) {
    y = ensureSpace(doc, y, 60 + trims.length * trimRowHeight(plan));
    if (cars.models.length > 1) {
      text(doc, modelTitle(cars.make, model, plan.makePrinted), 40, y, {
        font: plan.fonts.bold,
        size: plan.size + 4,
      });
      y += plan.size + 10;
    }
    const groupHead = (group: number) =>
      groupsAreTerms ? writeTerm(group, plan.term) : `Udbetaling ${writeAmount(group, plan.amount)}`;
    const heads = { groups: groups.map(groupHead), mileages: mileages.map((km) => writeKm(km, kmStyle)) };
    y = drawHeaders(
      doc,
      plan,
      columns,
      heads,
      kmStyle === 'bare' ? 'Km/år' : plan.rng.pick(['Variant', '']),
      y,
    );
    for (const trim of trims) {
      const prices = groups.flatMap((group) =>
        mileages.map((mileage) =>
          writePrice(recordOffer(plan, trim, offerTerms(group, mileage)), plan.price),
        ),
      );
      y = drawTrimRow(doc, plan, columns, trim, prices, y);
    }
    y += 10;
  }
  recordFees(plan, allTrims(cars), fees);
  const fee = feesLine(plan, fees);
  if (fee) text(doc, fee, 40, ensureSpace(doc, y, 20), { font: plan.fonts.regular, size: plan.size });
}

function drawHeaders(
  doc: Pdf,
  plan: ListPlan,
  columns: readonly Column[],
  heads: { groups: readonly string[]; mileages: readonly string[] },
  corner: string,
  y: number,
): number {
  const { groups: groupHeads, mileages: mileageHeads } = heads;
  doc.font(plan.fonts.bold).fontSize(plan.size);
  const per = mileageHeads.length;
  groupHeads.forEach((head, index) => {
    const first = columns[1 + index * per];
    const last = columns[(index + 1) * per];
    if (!first || !last) return;
    const span: Column = { x: first.x + 4, width: last.x + last.width - first.x - 4, align: 'center' };
    drawRow(doc, [span], [head], y, plan.size);
    rule(doc, span.x, span.x + span.width, y + plan.size + 2, 0.6);
  });
  const second = y + plan.size + 6;
  const mileageCells = groupHeads.flatMap(() => mileageHeads);
  const bottom = drawHeadRow(doc, columns, [corner, ...mileageCells], second, plan.size) + 1;
  const last = columns[columns.length - 1];
  if (plan.rules && last) rule(doc, 40, last.x + last.width, bottom, 0.8);
  doc.font(plan.fonts.regular);
  return bottom + 4;
}
