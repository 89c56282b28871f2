import { splitMakeAndModel } from '../../../../domain/ingestion/car-makes';
import { catalogueModelAtStart, catalogueModelOf } from '../../../../domain/ingestion/catalogue-models';
import type { EvidenceSource } from '../../../../domain/ingestion/reading-evidence';
import {
  impliedTransmission,
  readFuelType,
  readTransmission,
} from '../../../../domain/ingestion/vehicle-text';
import type { CarRow } from './assemble-cars';
import type { RowFinding } from './check-cars';
import { columnSource, type NameSources, type ReadOffer, sourceAt } from './evidence';
import type { TableColumn } from './header-blocks';
import {
  horsepowerOf,
  implausibleTerm,
  kr,
  namesEngine,
  rowMileage,
  rowStatedTerms,
  taxOf,
  totalFinding,
  wholeMonths,
  withoutOffers,
} from './line-texts';
import { catalogueMake, hintedMakes, type ReaderState, stated, statedSource } from './reader-state';
import type { ReaderLine } from './reading-order';
import { amountOf, type RowCells, textOf } from './table-rows';
import { cleanName, variantName } from './variant-name';

/**
 * A table row's car (make, model, variant and facts from its cells, the heading or engine line over it,
 * the catalogue) and its offers (each price with its km/år, term and first payment from a column, the
 * row, a heading or a sentence), with what the checks stage must know about totals and minimum prices.
 */

export function carOf(
  s: ReaderState,
  line: ReaderLine,
  cells: RowCells,
  columns: readonly TableColumn[],
  names: { make: string; model: string; variant: string },
): Omit<CarRow, 'offers' | 'statedTotal' | 'reasons'> | null {
  // A row naming nothing is the previous row's car again, unless a new engine or trim line came between.
  const inherited = !names.make && !names.model && !names.variant && !s.context?.heading && !s.context?.fresh;
  const previous = s.previousRow?.row;
  if (inherited && previous) {
    return { ...withoutOffers(previous), source: { page: line.page, line: line.line }, notes: [] };
  }
  // A model column may carry the make too ("Leapmotor T03").
  // "Polestar 2" is the catalogue's model of that name, not make Polestar and model "2".
  const whole = names.model && s.catalogue ? catalogueModelOf(names.model, s.catalogue) : null;
  const split =
    !names.make && names.model && !whole?.exact ? splitMakeAndModel(names.model, hintedMakes(s)) : null;
  const listed = !names.make && !split && names.model ? catalogueMake(s, names.model) : null;
  // A blank Model cell beside a named variant repeats the model above it ("same as above").
  const above =
    !names.model && names.variant && columns.some((column) => column.kind === 'model') ? previous : undefined;
  let make = names.make || split?.make || listed || above?.make || s.make;
  let model = (split?.model ?? '') || names.model || above?.model || s.model;
  const cell = sourceAt('cell', line);
  const fromAbove = (field: keyof NameSources): EvidenceSource =>
    above?.nameSources?.[field] ?? { from: 'row_above', ...above?.source };
  const sources: NameSources = {};
  const makeSource =
    names.make || split?.make
      ? cell
      : listed
        ? sourceAt('catalogue', line, names.model)
        : above?.make
          ? fromAbove('make')
          : s.makeSource;
  const modelSource =
    (split?.model ?? '') || names.model ? cell : above?.model ? fromAbove('model') : s.modelSource;
  if (make && makeSource) sources.make = makeSource;
  if (model && modelSource) sources.model = modelSource;
  let engineText = s.context?.text ?? null;
  // A trim line that begins with its model ("Megane E-Tech EV60 Techno 220 hk") names both.
  // A model named only by letters and digits ("V60", "208") needs its make: the list's, or the one make
  // every car read so far has (the catalogue named them).
  const named =
    !model && engineText && s.catalogue
      ? catalogueModelAtStart(engineText, s.catalogue, make || onlyMakeSoFar(s))
      : null;
  if (named) {
    const trimLine = s.context?.source ?? { from: 'line' as const, text: engineText ?? '' };
    if (!make) sources.make = { ...trimLine, from: 'catalogue' };
    make ||= named.make;
    model = named.model;
    sources.model = trimLine;
    engineText = named.rest;
  }
  if (engineText && model) engineText = withoutLeadingName(engineText, make, model);
  const variant = variantName(names.variant, engineText);
  if (!make || !model || !variant) {
    s.warnings.push(
      `Side ${line.page}, linje ${line.line}: rækken "${line.text}" blev sprunget over (${!make ? 'mærket' : !model ? 'modellen' : 'varianten'} står ikke i prislisten).`,
    );
    return null;
  }
  // Footnote marks ("man.¹") would hide a fact from the readers of vehicle text.
  const described = cleanName([names.variant, engineText ?? '', s.facts ?? ''].join(' '));
  const fuelText = cleanName(textOf(cells, columns, 'fuel'));
  const fuel = readFuelType(fuelText) ?? readFuelType(described);
  const gearText = cleanName(textOf(cells, columns, 'transmission'));
  // A "Drivlinje" column often holds both: "Benzin, manuel gear".
  const transmission =
    readTransmission(gearText) ??
    readTransmission(fuelText) ??
    readTransmission(described) ??
    impliedTransmission(fuel, described);
  return {
    make: make.trim(),
    model: model.trim(),
    variant,
    horsepower: horsepowerOf(
      amountOf(cells, columns, 'horsepower'),
      textOf(cells, columns, 'horsepower'),
      described,
    ),
    fuel_type: fuel,
    transmission,
    ...s.specs,
    ...taxOf(amountOf(cells, columns, 'co2_tax')),
    source: { page: line.page, line: line.line },
    notes: [],
    engineText,
    rowName: cleanName(names.variant),
    nameSources: sources,
  };
}

export function offer(
  s: ReaderState,
  line: ReaderLine,
  cells: RowCells,
  column: TableColumn,
  monthly: number,
  notes: string[],
  findings: RowFinding[],
): ReadOffer[] {
  const columns = s.table?.columns ?? [];
  const header = s.table?.header;
  const cell = sourceAt('cell', line);
  const totalColumn = columns.find((candidate) => candidate.kind === 'total');
  const single = columns.filter((candidate) => candidate.kind === 'monthly').length === 1;
  const total = single ? amountOf(cells, columns, 'total') : null;
  const byColumn = columnSource(header, column);
  const rowMiles = rowMileage(cells, columns);
  const mileage = column.mileage ?? rowMiles ?? stated(s, 'mileage');
  const mileageSource =
    column.mileage !== undefined ? byColumn : rowMiles !== null ? cell : statedSource(s, 'mileage');
  const own = rowStatedTerms(cells);
  const periodCell = amountOf(cells, columns, 'period') ?? own.period ?? null;
  let period = column.period ?? periodCell ?? stated(s, 'period') ?? null;
  let periodSource: EvidenceSource =
    column.period !== undefined ? byColumn : periodCell !== null ? cell : statedSource(s, 'period');
  const paymentCell = amountOf(cells, columns, 'first_payment');
  let firstPayment = column.firstPayment ?? paymentCell ?? stated(s, 'firstPayment');
  let paymentSource: EvidenceSource =
    column.firstPayment !== undefined
      ? byColumn
      : paymentCell !== null
        ? cell
        : statedSource(s, 'firstPayment');
  if (period === null && totalColumn?.period) {
    period = totalColumn.period;
    periodSource = columnSource(header, totalColumn);
  }
  if (total !== null) {
    if (period === null && firstPayment !== null) {
      period = wholeMonths(total - firstPayment, monthly);
      periodSource = sourceAt('computed', line);
    }
    if (firstPayment === null && period !== null && total - period * monthly >= 0) {
      firstPayment = total - period * monthly;
      paymentSource = sourceAt('computed', line);
    }
    if (period !== null && firstPayment !== null && firstPayment + period * monthly !== total) {
      const note = `Totalprisen ${kr(total)} passer ikke med ${kr(firstPayment)} + ${period} × ${kr(monthly)} (side ${line.page}, linje ${line.line}).`;
      notes.push(note);
      findings.push(totalFinding(note, total - (firstPayment + period * monthly)));
    }
  }
  const minimum = amountOf(cells, columns, 'minimum');
  const minimumMonths = columns.find((candidate) => candidate.kind === 'minimum')?.period;
  if (minimum !== null && minimumMonths && firstPayment !== null && single) {
    if (firstPayment + minimumMonths * monthly !== minimum) {
      const note = `Mindsteprisen ${kr(minimum)} passer ikke med ${kr(firstPayment)} + ${minimumMonths} × ${kr(monthly)} (side ${line.page}, linje ${line.line}).`;
      notes.push(note);
      findings.push({
        check: 'minimum_agrees',
        detail: note,
        note,
        difference: minimum - (firstPayment + minimumMonths * monthly),
      });
    }
  }
  if (mileage === null || period === null || firstPayment === null) {
    s.warnings.push(
      `Side ${line.page}, linje ${line.line}: prisen ${kr(monthly)} blev sprunget over (${mileage === null ? 'km/år' : period === null ? 'løbetid' : 'udbetaling'} står ikke i prislisten).`,
    );
    return [];
  }
  const odd = implausibleTerm(mileage, period);
  if (odd) {
    s.warnings.push(
      `Side ${line.page}, linje ${line.line}: prisen ${kr(monthly)} blev sprunget over (${odd} er ikke en leasingbetingelse; tjek hvordan listen er læst).`,
    );
    return [];
  }
  return [
    {
      offer: {
        mileage_per_year: mileage,
        period_months: period,
        first_payment: firstPayment,
        monthly_price: monthly,
        ...(total === null ? {} : { total_cost: total }),
        ...(minimum === null || !single ? {} : { minimum_price: minimum }),
      },
      reasons: {
        mileage: mileageSource,
        period: periodSource,
        first_payment: paymentSource,
        monthly_price: cell,
      },
    },
  ];
}

/**
 * An engine or trim line that repeats the make and model before the trim ("3-serie 320d Touring M Sport
 * 190 hk", "Audi A3 Sportback 40 TFSI e …") names the trim after them: the variant does not repeat them.
 */
function withoutLeadingName(text: string, make: string | null, model: string): string {
  let rest = text.trim();
  for (const name of [make, model]) {
    if (name && rest.toLocaleLowerCase('da-DK').startsWith(`${name.toLocaleLowerCase('da-DK')} `)) {
      rest = rest.slice(name.length).trim();
    }
  }
  return rest !== text.trim() && namesEngine(rest) ? rest : text;
}

/** The make of every car read so far, when they share one. */
function onlyMakeSoFar(s: ReaderState): string | null {
  const makes = new Set(s.rows.map((row) => row.make));
  return makes.size === 1 ? ([...makes][0] ?? null) : null;
}
