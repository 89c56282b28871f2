import type { Random } from '../generator/random';
import { allTrims, chooseCars, modelTitle } from './catalogue';
import { type Pdf, text } from './draw';
import type { ListPlan } from './list-plan';
import { combinations, offerCells, recordOffer } from './offer-cells';
import { drawTable, type TableColumn, type TableRow } from './offer-table';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, type OfferTerms, termRun } from './pricing';
import { drivelineCell, specsLine } from './specs';

/**
 * Layout 9: a long table running over several pages, with or without its header repeated. Either a
 * heading row per trim with its offers below, or full rows naming model and variant every time.
 */
export function drawMultiPageTable(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [2, 4], [2, 3]);
  const fees = chooseFees(plan);
  const firstPayments = firstPaymentsFor(allTrims(cars));
  const grouped = rng.chance(0.5);
  const heads = [
    rng.pick(['Km/år', 'Kilometer pr. år']),
    rng.pick(['Løbetid', 'Periode']),
    rng.pick(['Udbetaling', 'Førstegangsydelse']),
    rng.pick(['Ydelse pr. md.', 'Månedlig ydelse']),
  ];
  const widths = grouped ? [130, 95, 130, 140] : [72, 55, 70, 75];
  const leading = grouped
    ? []
    : [
        { head: 'Model', width: 95 },
        { head: 'Variant', width: 148 },
      ];
  let x = 40;
  const columns: TableColumn[] = [
    ...leading,
    ...heads.map((head, index) => ({
      head,
      width: widths[index] ?? 80,
      align: grouped && index === 0 ? ('left' as const) : ('right' as const),
    })),
  ].map((column) => {
    const placed = { ...column, x };
    x += column.width;
    return placed;
  });
  const rows: TableRow[] = [];
  const bareUnits = rng.chance(0.3);
  const perTrim = Math.min(20, Math.max(8, Math.ceil(60 / allTrims(cars).length)));
  for (const { model, trims } of cars.models) {
    const modelName = modelTitle(cars.make, model, plan.makePrinted && rng.chance(0.5));
    for (const trim of trims) {
      const offers = enoughOffers(rng, firstPayments, perTrim);
      const specs = specsLine(trim, rng);
      const driveline = drivelineCell(trim, rng);
      if (grouped) {
        plan.truth.figures(trim, specs.figures);
        rows.push({ group: `${modelName} ${trim.variant}`, detail: specs.line });
      }
      for (const terms of offers) {
        const cells = offerCells(plan, terms, recordOffer(plan, trim, terms), bareUnits);
        rows.push(
          grouped
            ? { cells }
            : { cells: [modelName, `${trim.variant} (${driveline.toLowerCase()})`, ...cells], wrapColumn: 1 },
        );
      }
    }
  }
  recordFees(plan, allTrims(cars), fees);
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  const continuedLabel = rng.pick(['Fortsat fra forrige side', '(fortsat)', null]);
  y = drawTable(doc, plan, columns, rows, y, {
    repeatHeader: rng.chance(0.5),
    ...(continuedLabel ? { continuedLabel } : {}),
    zebra: rng.chance(0.3),
  });
  const fee = feesLine(plan, fees);
  if (fee) text(doc, fee, 40, y + 4, { font: plan.fonts.regular, size: plan.size });
}

/** At least `target` offers from growing runs of mileages, terms and first payments, at most 20. */
function enoughOffers(rng: Random, firstPayments: readonly number[], target: number): OfferTerms[] {
  const dims = { mileages: 3, terms: 2, payments: 1 };
  while (dims.mileages * dims.terms * dims.payments < target) {
    if (dims.mileages < 5) dims.mileages++;
    else if (dims.terms < 3) dims.terms++;
    else if (dims.payments < Math.min(3, firstPayments.length)) dims.payments++;
    else break;
  }
  const offers = combinations(
    mileageRun(rng, dims.mileages),
    termRun(rng, dims.terms),
    rng.sample(firstPayments, Math.min(firstPayments.length, dims.payments)),
  );
  return offers.length > 20 ? rng.sample(offers, 20) : offers;
}
