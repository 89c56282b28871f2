import { type CarChoice, modelTitle, type Trim } from './catalogue';
import { drawLogo, drawRow, footerY, PAGE_TOP, type Pdf, rule, text } from './draw';
import type { ListPlan } from './list-plan';
import { writeAmount } from './number-writing';

const SUBTITLES = [
  'Vejledende priser.',
  'Kampagne',
  'Tilbud',
  'Privatleasing',
  'Priser inkl. moms',
  'Gældende fra 1. juni 2025',
  'Priser pr. juni 2025',
];

const LEGAL_TEXTS = [
  'Alle priser er inkl. moms. Der tages forbehold for trykfejl.',
  'Der tages forbehold for trykfejl, prisændringer og udsolgte modeller.',
  'Alle priser er inkl. moms og ekskl. forsikring. Kreditgodkendelse påkrævet.',
];

const DEALERS = ['Autohuset Vest A/S', 'Bilhuset Fjord ApS', 'Nordisk Privatleasing', 'Leasingcenter Øst'];

/** The list's title with the make only where the make is printed. */
export function listTitle(plan: ListPlan, cars: CarChoice): string {
  const only = cars.models.length === 1 ? cars.models[0]?.model : undefined;
  const { rng } = plan;
  if (only !== undefined) {
    const name = modelTitle(cars.make, only, plan.makePrinted);
    return rng.pick([`${name} – privatleasing`, `${name} leasingpriser`, name, `Privatleasing ${name}`]);
  }
  if (plan.makePrinted)
    return rng.pick([`${cars.make} privatleasing`, `${cars.make} – prisliste`, cars.make]);
  return rng.pick(['Privatleasing – prisliste', 'Prisliste privatleasing', 'Aktuelle leasingpriser']);
}

/** Logo (when the make is only there), title and one or two non-model lines; returns the next y. */
export function drawTitleBlock(doc: Pdf, plan: ListPlan, title: string, x = 40): number {
  const { rng } = plan;
  let y = PAGE_TOP;
  if (!plan.makePrinted || rng.chance(0.3)) {
    drawLogo(doc, rng, doc.page.width - 100, y - 10);
  }
  text(doc, title, x, y, { font: plan.fonts.bold, size: plan.size + rng.pick([6, 8, 10]) });
  y += plan.size + 14;
  for (const line of rng.sample(SUBTITLES, rng.int(1, 2))) {
    text(doc, line, x, y, { font: plan.fonts.regular, size: plan.size + 1 });
    y += plan.size + 5;
  }
  return y + 8;
}

/** A footer drawer chosen once per list: legal text, sometimes a dealer and a date, page numbers. */
export function makeFooter(plan: ListPlan): (doc: Pdf, page: number, pages: number) => void {
  const { rng } = plan;
  const legal = rng.pick(LEGAL_TEXTS);
  const dealer = rng.chance(0.4) ? rng.pick(DEALERS) : null;
  const date = rng.chance(0.5) ? rng.pick(['Udskrevet 2. juni 2025', 'Juni 2025', '01.06.2025']) : null;
  const numbering = rng.pick(['side-of', 'slash', 'none'] as const);
  const ruled = rng.chance(0.5);
  return (doc, page, pages) => {
    const y = footerY(doc);
    const right = doc.page.width - 40;
    if (ruled) rule(doc, 40, right, y - 5);
    text(doc, [legal, dealer, date].filter(Boolean).join('  ·  '), 40, y, {
      font: plan.fonts.regular,
      size: 6.5,
    });
    const number = numbering === 'side-of' ? `Side ${page} af ${pages}` : `${page}/${pages}`;
    if (numbering !== 'none') drawRow(doc, [{ x: right - 60, width: 60, align: 'right' }], [number], y, 6.5);
  };
}

export type Fees = { establishment?: number; returnFee?: number; delivery?: number };

export function chooseFees(plan: ListPlan): Fees {
  const { rng } = plan;
  const fees: Fees = {};
  if (rng.chance(0.5)) fees.establishment = rng.pick([995, 1995, 2495]);
  if (rng.chance(0.35)) fees.returnFee = rng.pick([600, 1250]);
  if (rng.chance(0.2)) fees.delivery = rng.pick([2880, 3495]);
  return fees;
}

/** "Etableringsgebyr 1.995 kr. · Omkostning ved tilbagelevering 600,-" or null when there are none. */
export function feesLine(plan: ListPlan, fees: Fees): string | null {
  const parts: string[] = [];
  if (fees.establishment) parts.push(`Etableringsgebyr ${writeAmount(fees.establishment, plan.amount)}`);
  if (fees.returnFee) {
    const written = plan.rng.chance(0.5) ? `${fees.returnFee},-` : writeAmount(fees.returnFee, plan.amount);
    parts.push(`Omkostning ved tilbagelevering ${written}`);
  }
  if (fees.delivery) parts.push(`Leveringsomkostninger ${writeAmount(fees.delivery, plan.amount)}`);
  if (parts.length === 0) return null;
  return `${plan.rng.pick(['Hertil kommer: ', 'Engangsomkostninger: ', ''])}${parts.join(' · ')}`;
}

/** The return fee is the one fee the truth keeps, on every car it applies to. */
export function recordFees(plan: ListPlan, trims: readonly Trim[], fees: Fees): void {
  if (fees.returnFee === undefined) return;
  for (const trim of trims) plan.truth.conditions(trim, { return_fee: fees.returnFee });
}
