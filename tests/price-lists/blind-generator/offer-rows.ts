import { allTrims, chooseCars, modelTitle } from './catalogue';
import { type Pdf, text } from './draw';
import type { ListPlan } from './list-plan';
import { combinations, footnoteMark, offerCells, recordOffer } from './offer-cells';
import { drawTable, type TableColumn, type TableRow } from './offer-table';
import { chooseFees, drawTitleBlock, feesLine, listTitle, recordFees } from './page-furniture';
import { firstPaymentsFor, mileageRun, termRun } from './pricing';
import { drivelineCell, fuelWord, gearWord } from './specs';

/** Layout 1: one row per offer — Model | Variant | (Drivmiddel) | Km/år | Periode | Udbetaling | Ydelse. */
export function drawOfferRows(doc: Pdf, plan: ListPlan): void {
  const { rng } = plan;
  const cars = chooseCars(rng, plan.makePrinted, [1, 3], [1, 2]);
  const fees = chooseFees(plan);
  let y = drawTitleBlock(doc, plan, listTitle(plan, cars));
  const drivelineColumn = rng.chance(0.5);
  const dittoBlank = rng.chance(0.4);
  const bareUnits = rng.chance(0.5);
  const heads = [
    'Model',
    'Variant',
    ...(drivelineColumn ? [rng.pick(['Drivmiddel', 'Drivlinje'])] : []),
    rng.pick(['Km/år', 'Kørsel pr. år', 'Km pr. år']),
    rng.pick(['Periode', 'Løbetid', 'Mdr.']),
    rng.pick(['Udbetaling', 'Førstegangsydelse', 'Førstegangsbetaling']),
    rng.pick(['Ydelse pr. md.', 'Månedlig ydelse', 'Pr. måned']),
  ];
  const widths = drivelineColumn ? [80, 120, 90, 55, 45, 60, 65] : [90, 170, 60, 50, 70, 75];
  let x = 40;
  const columns: TableColumn[] = heads.map((head, index) => {
    const column: TableColumn = {
      head,
      x,
      width: widths[index] ?? 60,
      align: index >= heads.length - 4 ? 'right' : 'left',
    };
    x += column.width;
    return column;
  });
  const firstPayments = firstPaymentsFor(allTrims(cars));
  const rows: TableRow[] = [];
  const mark = footnoteMark(plan);
  let footnote = false;
  for (const { model, trims } of cars.models) {
    const modelName = modelTitle(cars.make, model, plan.makePrinted && rng.chance(0.5));
    trims.forEach((trim, trimIndex) => {
      const offers = combinations(
        mileageRun(rng, rng.int(2, 3)),
        termRun(rng, rng.int(1, 2)),
        rng.sample(firstPayments, Math.min(firstPayments.length, rng.int(1, 2))),
      );
      const variant = drivelineColumn
        ? trim.variant
        : `${trim.variant} (${fuelWord(trim, rng).toLowerCase()}, ${gearWord(trim, rng).toLowerCase()})`;
      const driveline = drivelineCell(trim, rng);
      offers.forEach((terms, offerIndex) => {
        const monthly = recordOffer(plan, trim, terms);
        const cells = offerCells(plan, terms, monthly, bareUnits);
        if (rng.chance(0.06)) {
          cells[3] = `${cells[3]}${mark}`;
          footnote = true;
        }
        const first = offerIndex === 0;
        rows.push({
          cells: [
            !dittoBlank || (first && trimIndex === 0) ? modelName : '',
            !dittoBlank || first ? variant : '',
            ...(drivelineColumn ? [!dittoBlank || first ? driveline : ''] : []),
            ...cells,
          ],
          wrapColumn: 1,
        });
      });
    });
  }
  recordFees(plan, allTrims(cars), fees);
  y = drawTable(doc, plan, columns, rows, y, { repeatHeader: true, zebra: rng.chance(0.3) });
  const notes = [
    feesLine(plan, fees),
    footnote ? `${mark} Kampagnepris ved bestilling senest 30. juni 2025` : null,
  ];
  for (const note of notes) {
    if (!note) continue;
    text(doc, note, 40, y + 4, { font: plan.fonts.regular, size: plan.size - 1 });
    y += plan.size + 4;
  }
}
