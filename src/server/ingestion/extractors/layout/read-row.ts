import {
  impliedTransmission,
  readFuelType,
  readTransmission,
} from '../../../../domain/ingestion/vehicle-text';
import type { CarRow } from './assemble-cars';
import type { RowFinding } from './check-cars';
import { sourceAt } from './evidence';
import type { TableColumn } from './header-blocks';
import { namesEngine, termOnly } from './line-texts';
import { catalogueMake, type ReaderState, SMALL_LINE, type Table, WRAP_GAP } from './reader-state';
import type { ReaderLine } from './reading-order';
import { carOf, offer } from './row-offers';
import { amountOf, cellsOf, monthlyPrices, numericValueCount, textOf } from './table-rows';

/**
 * A line of a price table read as a row: its cells by column, its names, and what stands right above
 * or under it that belongs to it (an engine under the trim, a specs line, old struck prices).
 */

export function readRow(s: ReaderState, line: ReaderLine, table: Table): boolean {
  const { columns } = table;
  const cells = cellsOf(line, columns);
  const prices = monthlyPrices(cells, columns);
  if (prices.length === 0) return false;
  const names = {
    make: textOf(cells, columns, 'make'),
    model: textOf(cells, columns, 'model'),
    // A label stating only a term ("24 måneder" leading a grid row) names no car.
    variant: [textOf(cells, columns, 'variant'), termOnly(cells.label) ? '' : cells.label]
      .filter(Boolean)
      .join(' '),
  };
  // Old prices repeat only the prices: a line with its own km, term or first payment is a row.
  const onlyPrices = numericValueCount(cells, columns) === prices.length;
  const specsOnly = !names.make && !names.model && describesSpecs(names.variant);
  if (onlyPrices && !namesEngine(line.text) && isSmallLineUnderRow(s, line, specsOnly)) {
    s.warnings.push(
      `Side ${line.page}, linje ${line.line}: priserne i den mindre linje under rækken blev ikke læst (typisk tidligere, overstregede priser): "${line.text}".`,
    );
    return true;
  }
  // Trims in a "Model" column under a model heading ("EX40" over "Single Motor … 252 hk").
  if (names.model && !names.variant && !names.make && s.model && !catalogueMake(s, names.model)) {
    names.variant = names.model;
    names.model = '';
  }
  const hasNames = Boolean(names.make || names.model || names.variant);
  if (!hasNames && (numericValueCount(cells, columns) < 2 || s.previousRow === null)) {
    if (s.context === null && s.trimUnderModel !== null) {
      const trim = s.trimUnderModel;
      s.context = { text: trim.text.trim(), heading: true, fresh: true, source: sourceAt('line', trim) };
    }
    if (s.context === null) return false;
  }
  table.open = true;
  table.page = line.page;
  table.lastRowY = line.y;
  table.enginesUnderRows ??= !s.context?.fresh && engineUnder(s, line, columns) !== null;
  const engineBelow = table.enginesUnderRows ? engineUnder(s, line, columns) : null;
  if (engineBelow) {
    s.consumed.add(engineBelow);
    s.context = {
      text: engineBelow.text.trim(),
      heading: false,
      fresh: true,
      source: sourceAt('line', engineBelow),
    };
  }
  const row = carOf(s, line, cells, columns, names);
  if (!row) {
    // Rows naming nothing under a skipped row are not the car of the row before it.
    s.previousRow = null;
    return true;
  }
  const findings: RowFinding[] = [];
  const read = prices.flatMap(({ column, price }) =>
    offer(s, line, cells, column, price, row.notes, findings),
  );
  const offers = read.map((entry) => entry.offer);
  if (offers.length === 0) return true;
  const place = `(side ${line.page}, linje ${line.line})`;
  if (offers.length < prices.length) {
    findings.push({
      check: 'terms_stated',
      detail: `${prices.length - offers.length} af rækkens ${prices.length} priser mangler km/år, løbetid eller udbetaling ${place}.`,
    });
  }
  const priceColumns = columns.filter((candidate) => candidate.kind === 'monthly').length;
  if (priceColumns >= 2 && prices.length < priceColumns) {
    findings.push({
      check: 'grid_complete',
      detail: `Rækken har ${prices.length} af tabellens ${priceColumns} priser ${place}.`,
    });
  }
  const total = prices.length === 1 ? amountOf(cells, columns, 'total') : null;
  const carRow: CarRow = {
    ...row,
    ...specsUnder(s, line, columns, row, textOf(cells, columns, 'fuel') !== ''),
    offers,
    reasons: read,
    statedTotal: total,
    findings,
  };
  if (s.context) s.context.fresh = false;
  s.rows.push(carRow);
  s.section.push(carRow);
  s.previousRow = { row: carRow, line, identity: `${row.make}|${row.model}|${row.variant}` };
  return true;
}

/**
 * The engine line printed right under a trim's row ("Active … 2.699 kr./md." over "1.0 VVT-i 72 hk
 * manuel"): no farther from the row than from the line after it, in a font no larger than the row's.
 * In a table whose engines head their rows instead, such a line is read by readContext.
 */
export function engineUnder(
  s: ReaderState,
  row: ReaderLine,
  columns: readonly TableColumn[],
): ReaderLine | null {
  const index = s.indexOf.get(row);
  if (index === undefined) return null;
  const [below, after] = [s.lines[index + 1], s.lines[index + 2]];
  if (!below || below.page !== row.page || s.headers.has(index + 1)) return null;
  // Text inside a column is a wrapped cell of the row (readContinuation), not a line of its own.
  if (cellsOf(below, columns).byColumn.size > 0) return null;
  if (below.segments.length !== 1 || below.fontSize > row.fontSize + 0.1) return null;
  if (!namesEngine(below.text) || /\d\s*kr|,-/i.test(below.text)) return null;
  const gap = below.y - row.y;
  if (gap > WRAP_GAP * row.fontSize) return null;
  const gapAfter = after && after.page === below.page ? after.y - below.y : Number.POSITIVE_INFINITY;
  return gap <= gapAfter ? below : null;
}

/**
 * A line of prices set clearly smaller right under a row, naming no engine of its own (the old prices
 * of a campaign, struck through; the text layer does not say so) is not a row of its own. A row set
 * small to fit still names its engine.
 */
export function isSmallLineUnderRow(s: ReaderState, line: ReaderLine, specsOnly: boolean): boolean {
  const previous = s.previousRow?.line;
  if (!previous || previous.page !== line.page) return false;
  if (line.y - previous.y > WRAP_GAP * previous.fontSize || line.fontSize > previous.fontSize + 0.1)
    return false;
  // Smaller type, or the row's specs ("El, Aut. gear") where a name would stand.
  return line.fontSize < SMALL_LINE * previous.fontSize || specsOnly;
}

const NAME_KINDS: ReadonlySet<string> = new Set(['make', 'model', 'variant']);

/** "El, Aut. gear": fuel or gearbox words and no engine size, where a trim's name would stand. */
function describesSpecs(text: string): boolean {
  return (
    text.length > 0 &&
    !/\d[.,]\d/.test(text) &&
    (readFuelType(text) !== null || readTransmission(text) !== null)
  );
}

/**
 * The specs line printed right under a trim's row ("El, Automatgear, 659 km"): its gearbox is the row's
 * where the row does not say, and its fuel too, also over a fuel only guessed from the trim's name
 * ("e-HYBRID" over "Plug-in hybrid (benzin)"); a fuel column stays. Read once, for this row only.
 */
export function specsUnder(
  s: ReaderState,
  row: ReaderLine,
  columns: readonly TableColumn[],
  car: Pick<CarRow, 'fuel_type' | 'transmission'>,
  fuelColumn: boolean,
): Partial<Pick<CarRow, 'fuel_type' | 'transmission'>> {
  const index = s.indexOf.get(row);
  const below = index === undefined ? undefined : s.lines[index + 1];
  if (!below || below.page !== row.page || s.headers.has((index ?? 0) + 1)) return {};
  if (below.fontSize > row.fontSize + 0.1 || below.y - row.y > 1.6 * row.fontSize) return {};
  // Beside old prices ("100% el · Automatgear | 4.495 | …") the specs stand left of the columns.
  const cells = cellsOf(below, columns);
  const names = [...cells.byColumn].filter(([column]) => NAME_KINDS.has(column.kind));
  const onlyPrices = [...cells.byColumn.keys()].every(
    (column) => column.kind === 'monthly' || NAME_KINDS.has(column.kind),
  );
  if (!onlyPrices || namesEngine(below.text)) return {};
  // Under the name, in the name's column or left of every column; in the name's column a list of specs
  // ("100% el · Automatgear") or smaller type, not the name's wrapped end ("Hybrid Prestige").
  const nameText = names.map(([, text]) => text).join(' ');
  const specsInNameColumn = /[,·|]/.test(nameText) || below.fontSize < SMALL_LINE * row.fontSize;
  if (nameText && !specsInNameColumn) return {};
  const specs = [cells.label, nameText].join(' ');
  const fuel = readFuelType(specs);
  const transmission = readTransmission(specs) ?? impliedTransmission(fuel ?? car.fuel_type, specs);
  if (fuel === null && transmission === null) return {};
  return {
    ...(!fuelColumn && fuel !== null ? { fuel_type: fuel } : {}),
    ...(car.transmission === null && transmission !== null ? { transmission } : {}),
  };
}
