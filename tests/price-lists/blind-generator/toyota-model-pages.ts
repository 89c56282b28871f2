import { chooseCars, modelTitle, type Trim } from './catalogue';
import { type Column, drawRow, type Pdf, rule, struckText, text } from './draw';
import { conditionsSentence, type ListPlan } from './list-plan';
import { groupDigits, writePrice } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, feesLine, recordFees } from './page-furniture';
import { firstPaymentsFor } from './pricing';
import { fuelWord, gearWord } from './specs';

const EXTRAS = [
  { name: 'Metallak', prices: [99, 150, 195] },
  { name: 'Vinterhjul', prices: [189, 249, 299] },
  { name: 'Serviceaftale', prices: [199, 299] },
  { name: 'Anhængertræk', prices: [89, 129] },
];

/**
 * Layout 7 (Toyota style): one model per page, a row per trim with one monthly price; the conditions
 * stated once for the page and extras priced per month below.
 */
export function drawToyotaModelPages(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 3], [2, 4]);
  const fees = chooseFees(plan);
  const allTrims = cars.models.flatMap((model) => model.trims);
  const firstPayments = firstPaymentsFor(allTrims);
  const samePage = rng.chance(0.5)
    ? { term: 36, mileage: 15000, firstPayment: rng.pick(firstPayments) }
    : undefined;
  const withFra = rng.chance(0.5);
  cars.models.forEach(({ model, trims }, index) => {
    if (index > 0) doc.addPage();
    const conditions = samePage ?? {
      term: rng.pick([36, 36, 48]),
      mileage: rng.pick([15000, 15000, 20000]),
      firstPayment: rng.pick(firstPayments),
    };
    let y = drawTitleBlock(doc, plan, modelTitle(cars.make, model, plan.makePrinted));
    text(doc, conditionsSentence(plan, conditions), 40, y, { font: plan.fonts.regular, size: plan.size + 1 });
    y += plan.size + 16;
    const columns: Column[] = [
      { x: 40, width: 220 },
      { x: 265, width: 160 },
      { x: 430, width: 125, align: 'right' },
    ];
    doc.font(plan.fonts.bold).fontSize(plan.size);
    drawRow(
      doc,
      columns,
      [
        rng.pick(['Variant', 'Udstyrsvariant', 'Model']),
        'Drivlinje',
        rng.pick(['Pr. md.', 'Månedlig ydelse', 'Ydelse']),
      ],
      y,
      plan.size,
    );
    y += plan.size + 6;
    if (plan.rules) rule(doc, 40, 555, y - 3, 0.8);
    const campaign = rng.chance(0.3);
    for (const trim of trims) {
      const monthly = recordOffer(plan, trim, conditions);
      const price = `${withFra ? 'Fra ' : ''}${writePrice(monthly, plan.price)}`;
      doc.font(plan.fonts.regular).fontSize(plan.size + 1);
      drawRow(
        doc,
        columns,
        [trim.variant, `${fuelWord(trim, rng)}, ${gearWord(trim, rng).toLowerCase()}`, price],
        y,
        plan.size + 1,
      );
      if (campaign) {
        const old = groupDigits(monthly + rng.pick([200, 300, 400]));
        doc.fontSize(plan.size - 1);
        struckText(doc, old, 555 - doc.widthOfString(old) - 1, y + plan.size + 4, plan.size - 1);
      }
      y += (campaign ? 2 : 1) * (plan.size + 6) + 4;
    }
    y = drawExtras(doc, plan, trims, y + 12);
    if (index === cars.models.length - 1) {
      const fee = feesLine(plan, fees);
      if (fee) text(doc, fee, 40, y + 8, { font: plan.fonts.regular, size: plan.size });
    }
  });
  recordFees(plan, allTrims, fees);
}

function drawExtras(doc: Pdf, plan: ListPlan, trims: readonly Trim[], startY: number): number {
  const { rng } = plan;
  const extras = rng
    .sample(EXTRAS, rng.int(1, 3))
    .map((extra) => ({ name: extra.name, monthly_price: rng.pick(extra.prices) }));
  text(doc, rng.pick(['Tilvalg pr. måned', 'Ekstraudstyr (pr. md.)', 'Tilkøb']), 40, startY, {
    font: plan.fonts.bold,
    size: plan.size,
  });
  let y = startY + plan.size + 5;
  for (const extra of extras) {
    const line = rng.chance(0.5)
      ? `${extra.name}: ${extra.monthly_price} kr./md.`
      : `${extra.name} + ${extra.monthly_price} kr. pr. md.`;
    text(doc, line, 40, y, { font: plan.fonts.regular, size: plan.size });
    y += plan.size + 4;
  }
  for (const trim of trims) plan.truth.conditions(trim, { extras });
  return y;
}
