import { allTrims, chooseCars, modelTitle, type Trim } from './catalogue';
import { type Column, drawHeadRow, drawRow, ensureSpace, type Pdf, rule, text } from './draw';
import { conditionsSentence, type ListPlan } from './list-plan';
import { groupDigits, writeAmount, writeKm, writePrice } from './number-writing';
import { recordOffer } from './offer-cells';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, surcharge, termRun } from './pricing';
import { drawTrimRow, priceColumns, trimRowHeight } from './trim-row';

/**
 * Layout 3: one column per first payment, km/år and term stated once; other mileages priced by a
 * merpris note or a small tillæg table (surcharge per month on top of every price above).
 */
export function drawFirstPaymentColumns(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 2], [1, 4]);
  const trims = allTrims(cars);
  const fees = chooseFees(plan);
  const available = firstPaymentsFor(trims);
  const firstPayments = rng.sample(available, Math.min(available.length, rng.int(3, 4)));
  const term = termRun(rng, 1)[0] ?? 36;
  const mileage = rng.pick([10000, 15000, 15000]);
  const extraMileages = [5000, 10000, 15000].slice(0, rng.int(1, 3)).map((step) => mileage + step);
  const base = { mileage, term, firstPayment: firstPayments[0] ?? 0 };
  const surcharges = extraMileages.map((km) => ({
    km,
    amount: surcharge(trims[0] as Trim, base, km, plan.ending),
  }));
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  text(doc, conditionsSentence(plan, { term, mileage }), 40, y, {
    font: plan.fonts.regular,
    size: plan.size + 0.5,
  });
  y += plan.size + 12;
  const headStyle = rng.pick(['two-line', 'short', 'after'] as const);
  const label = rng.pick(['Udbetaling', 'Førstegangsydelse', 'Førstegangsbetaling']);
  const heads = firstPayments.map((amount) => {
    const written = writeAmount(amount, plan.amount);
    if (headStyle === 'two-line') return `${label}\n${written}`;
    if (headStyle === 'short') return `Udb. ${written}`;
    return `${written} ${label.toLowerCase()}`;
  });
  const columns = priceColumns(40, 515, rng.pick([160, 180, 200]), firstPayments.length);
  for (const { model, trims: modelTrims } of cars.models) {
    y = ensureSpace(doc, y, 60 + modelTrims.length * trimRowHeight(plan));
    if (cars.models.length > 1) {
      text(doc, modelTitle(cars.make, model, plan.makePrinted), 40, y, {
        font: plan.fonts.bold,
        size: plan.size + 4,
      });
      y += plan.size + 10;
    }
    y = drawHeads(doc, plan, columns, heads, y);
    for (const trim of modelTrims) {
      const prices = firstPayments.map((firstPayment) => {
        const monthly = recordOffer(plan, trim, { mileage, term, firstPayment });
        for (const extra of surcharges) {
          plan.truth.offer(trim, {
            mileage_per_year: extra.km,
            period_months: term,
            first_payment: firstPayment,
            monthly_price: monthly + extra.amount,
          });
        }
        return writePrice(monthly, plan.price);
      });
      y = drawTrimRow(doc, plan, columns, trim, prices, y);
    }
    y += 8;
  }
  recordFees(plan, trims, fees);
  y = ensureSpace(doc, y, 80);
  y = rng.chance(0.5)
    ? drawMerprisNotes(doc, plan, surcharges, y)
    : drawTillaegTable(doc, plan, surcharges, y);
  const fee = feesLine(plan, fees);
  if (fee) text(doc, fee, 40, y + 6, { font: plan.fonts.regular, size: plan.size });
}

function drawHeads(doc: Pdf, plan: ListPlan, columns: readonly Column[], heads: string[], y: number): number {
  doc.font(plan.fonts.bold);
  const bottom = drawHeadRow(doc, columns, ['', ...heads], y, plan.size) + 3;
  if (plan.rules) rule(doc, 40, 555, bottom, 0.8);
  doc.font(plan.fonts.regular);
  return bottom + 4;
}

type Surcharge = { km: number; amount: number };

function drawMerprisNotes(doc: Pdf, plan: ListPlan, surcharges: readonly Surcharge[], y: number): number {
  const { rng } = plan;
  let next = y;
  for (const { km, amount } of surcharges) {
    const line = rng.pick([
      `Merpris ved ${groupDigits(km)} km: ${groupDigits(amount)} kr./md.`,
      `Merpris ved ${writeKm(km, 'km-year')}: + ${groupDigits(amount)} kr. pr. md.`,
      `Ved ${groupDigits(km)} km pr. år lægges ${groupDigits(amount)} kr. til den månedlige ydelse.`,
    ]);
    text(doc, line, 40, next, { font: plan.fonts.regular, size: plan.size });
    next += plan.size + 5;
  }
  return next;
}

function drawTillaegTable(doc: Pdf, plan: ListPlan, surcharges: readonly Surcharge[], y: number): number {
  const { rng } = plan;
  const title = rng.pick(['Tillæg for ekstra kørsel', 'Øget kørsel – tillæg pr. måned', 'Kørselstillæg']);
  text(doc, title, 40, y, { font: plan.fonts.bold, size: plan.size });
  let next = y + plan.size + 5;
  doc.font(plan.fonts.regular).fontSize(plan.size);
  const columns: Column[] = [
    { x: 40, width: 110 },
    { x: 150, width: 90, align: 'right' },
  ];
  for (const { km, amount } of surcharges) {
    drawRow(doc, columns, [writeKm(km, plan.km), `+ ${groupDigits(amount)} kr./md.`], next, plan.size);
    next += plan.size + 4;
  }
  return next;
}
