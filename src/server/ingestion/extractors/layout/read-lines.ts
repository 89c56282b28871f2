import {
  impliedTransmission,
  readFuelType,
  readHorsepower,
  readTransmission,
} from '../../../../domain/ingestion/vehicle-text';
import { mergeConditions, readConditions, readSpecs } from './condition-lines';
import { sourceAt, termSourcesOf } from './evidence';
import type { HeaderBlock } from './header-blocks';
import { accompaniesPrices, type Heading, readHeading } from './headings';
import { namesCarBesideEngine, openLabelledBlock } from './labelled-block';
import { isPlainName, namesEngine, sameKinds, TERMS_TAIL } from './line-texts';
import { readAmount } from './read-amount';
import { readRow } from './read-row';
import { LABELLED_LINE_GAP, type ReaderState, TABLE_GAP, WRAP_GAP } from './reader-state';
import type { ReaderLine } from './reading-order';
import { closeLabelled, closeSection } from './sections';
import { readStatedTerms, readSupplement } from './statement-lines';
import { cellsOf, numericValueCount, textOf } from './table-rows';
import { cleanName } from './variant-name';

/**
 * The reader's walk over lines outside a table's rows: a table header opens a table, a heading names
 * the make, model or trim of what follows, prose states terms, supplements and conditions, an engine
 * line heads the rows below it. Each function reads one line into the shared ReaderState.
 */

export function startTable(s: ReaderState, header: HeaderBlock): void {
  closeLabelled(s);
  const first = s.lines[header.first] as ReaderLine;
  const continues =
    s.table !== null &&
    first.page > s.table.page &&
    sameKinds(s.table.columns, header.columns) &&
    s.section.length > 0;
  if (!continues) closeSection(s);
  // A new table keeps an engine line or heading only if it was stated for it, not for earlier rows.
  if (!continues && s.context && !s.context.fresh) s.context = null;
  s.table = { columns: header.columns, header: first, page: first.page, lastRowY: first.y, open: true };
  if (!continues) s.previousRow = null;
  for (const text of header.leftTexts) readContext(s, text, first);
}

export function readLine(s: ReaderState, printed: ReaderLine, carsFollow: boolean): void {
  const afterModel = s.afterModelHeading;
  s.afterModelHeading = false;
  const table = s.table;
  if (table && printed.page === table.page && printed.y - table.lastRowY > TABLE_GAP * printed.fontSize) {
    table.open = false;
  }
  if (table && (table.open || printed.page > table.page) && readRow(s, printed, table)) return;
  if (readContinuation(s, printed)) return;
  const line = withWrappedPower(s, printed);
  noteStatements(s, line);
  const supplement = readSupplement(line.text);
  if (supplement) {
    s.supplements.push({ ...supplement, source: sourceAt('supplement', line) });
    return;
  }
  const heading = readHeading(line, {
    bodyFontSize: s.bodyFontSize,
    make: s.make,
    hints: s.hints,
    carsFollow,
    ...(s.catalogue ? { catalogue: s.catalogue } : {}),
  });
  if (heading) {
    closeLabelled(s);
    applyHeading(s, heading, line);
    return;
  }
  if (readLabelledLine(s, line)) return;
  const terms = readStatedTerms(line.text);
  if (terms) {
    s.terms = { ...s.terms, ...terms };
    s.termSources = { ...s.termSources, ...termSourcesOf(terms, line, 'sentence') };
    if (namesEngine(line.text)) {
      s.facts = line.text;
      // "Sportage 1.6 T-GDi HEV Comfort 215 HK – førstegangsydelse 9.995,-": a trim with its terms.
      const trim = line.text.replace(TERMS_TAIL, '').trim();
      if (trim !== line.text.trim() && namesEngine(trim)) readContext(s, trim, line);
    }
    return;
  }
  if (afterModel && isPlainName(line) && !accompaniesPrices(line.text)) s.trimUnderModel = line;
  if (readSpecsWords(s, line)) return;
  if (isUnpricedCar(s, line)) {
    s.warnings.push(
      `Side ${line.page}, linje ${line.line}: "${line.text}" har ingen månedlig ydelse og blev ikke læst.`,
    );
    return;
  }
  readContext(s, line.text, line);
}

/**
 * A trim line whose power wrapped onto a line of its own ("… N-Connecta 158" over "hk", "… Single motor"
 * over "272 HK"): the line read whole, the power's line with it; else the line as printed.
 */
function withWrappedPower(s: ReaderState, line: ReaderLine): ReaderLine {
  const next = s.lines[(s.indexOf.get(line) ?? -2) + 1];
  if (!next || next.page !== line.page || next.y - line.y > WRAP_GAP * line.fontSize) return line;
  const power = next.text.trim();
  const unitOnly = /^(?:hk|hp|kw)\.?$/i.test(power) && /\d$/.test(line.text.trim());
  const withFigure = /^\d{2,4}\s*(?:hk|hp|kw)\.?$/i.test(power) && !namesEngine(line.text);
  if (!unitOnly && !withFigure) return line;
  s.consumed.add(next);
  return { ...line, segments: [...line.segments, ...next.segments], text: `${line.text.trim()} ${power}` };
}

/** A trim named beside its engine ("Executive · 73.1 kWh, 343 hk · Ring for pris") with no price. */
export function isUnpricedCar(s: ReaderState, line: ReaderLine): boolean {
  return s.model !== null && !s.table?.open && namesCarBesideEngine(line);
}

export function applyHeading(s: ReaderState, heading: Heading, line: ReaderLine): void {
  if (heading.kind === 'variant') {
    closeSection(s);
    if (s.table) s.table.open = false;
    s.context = { text: heading.text, heading: true, fresh: true, source: sourceAt('heading', line) };
    s.specs = {};
    s.facts = null;
    return;
  }
  if (heading.kind === 'break') {
    if (s.table) s.table.open = false;
    return;
  }
  const changesModel = heading.model !== undefined && heading.model !== s.model;
  const changesMake = heading.make !== undefined && heading.make !== s.make;
  if (!changesModel && !changesMake) return;
  closeSection(s);
  if (s.table) s.table.open = false;
  if (heading.make !== undefined) {
    s.make = heading.make;
    // A model heading whose make the list never prints ("T-Roc leasingpriser") has it from the catalogue.
    const printed = line.text.toLowerCase().includes(heading.make.toLowerCase());
    s.makeSource = sourceAt(printed ? 'heading' : 'catalogue', line);
    if (heading.model === undefined) {
      s.model = null;
      s.modelSource = null;
    }
  }
  if (heading.model !== undefined) {
    s.model = heading.model;
    s.modelSource = sourceAt('heading', line);
  }
  s.afterModelHeading = heading.model !== undefined;
  s.trimUnderModel = null;
  s.context = null;
  s.specs = {};
  s.facts = null;
}

/** Conditions and specs a line states, kept beside whatever else the line is. */
export function noteStatements(s: ReaderState, line: ReaderLine): void {
  const conditions = readConditions(line.text);
  if (conditions) {
    const known = s.conditionsByPage.get(line.page) ?? {};
    s.conditionsByPage.set(line.page, mergeConditions(known, conditions));
  }
  const specs = readSpecs(line.text);
  if (specs) {
    s.specs = { ...s.specs, ...specs };
    // "Benzin · manuelt gear · 5,6 l/100 km": the fuel and gearbox of the block's cars too.
    s.facts = [s.facts, line.text].filter(Boolean).join(' ');
  }
}

/** A line that opens or continues a car stated without a table (see labelled-block.ts). */
export function readLabelledLine(s: ReaderState, line: ReaderLine): boolean {
  const opened = openLabelledBlock(line);
  if (opened) {
    closeLabelled(s);
    s.labelled = opened;
    return true;
  }
  const block = s.labelled;
  const last = block?.lines.at(-1);
  if (!block || !last) return false;
  const near = last.page === line.page && line.y - last.y <= LABELLED_LINE_GAP * last.fontSize;
  if (near && !namesCarBesideEngine(line)) {
    block.lines.push(line);
    return true;
  }
  closeLabelled(s);
  return false;
}

const CAR_PRICE = /(?:bilens |kontant|liste|ny)?pris:?\s*(?:dkk\s*)?\d[\d. ]*(?:,\d{2}|,-)?\s*(?:kr\.?)?/giu;

/**
 * A short line of fuel and gearbox words under an engine or trim line, before its rows ("Elbil ·
 * Automatgear", "Diesel, 6-trins manuel"): the facts of that trim's cars, as a specs line with figures is.
 */
export function readSpecsWords(s: ReaderState, line: ReaderLine): boolean {
  // The car's own price beside them ("Bilens pris: 449.900 kr.") is neither a fact nor a lease price.
  const text = line.text.replace(CAR_PRICE, ' ').trim();
  if (!s.context?.fresh || text.length > 80 || namesEngine(text) || readAmount(text) !== null) return false;
  if (/\d[.,]\d|\bkr\b|,-/i.test(text)) return false;
  if (readFuelType(text) === null && readTransmission(text) === null) return false;
  s.facts = [s.facts, text].filter(Boolean).join(' ');
  return true;
}

/** An engine or variant line ("1.5 Hybrid 116 hk aut.") that names the cars of the rows below it. */
export function readContext(s: ReaderState, text: string, line?: ReaderLine): void {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > 80) return;
  if (!namesEngine(trimmed) || readStatedTerms(trimmed)?.mileage) return;
  // A new engine or trim line starts a new car: the specs read under the previous one are not its.
  if (s.context?.text !== trimmed) {
    s.facts = null;
    s.specs = {};
  }
  s.context = {
    text: trimmed,
    heading: false,
    fresh: true,
    ...(line ? { source: sourceAt('line', line, trimmed) } : {}),
  };
}

/** A label-only line right under a row continues the row's name (a wrapped cell). */
export function readContinuation(s: ReaderState, line: ReaderLine): boolean {
  const previous = s.previousRow;
  const table = s.table;
  if (!previous || !table || previous.line.page !== line.page) return false;
  // A cell may wrap over several lines: each follows the one before it.
  if (line.y - (previous.wrapY ?? previous.line.y) > WRAP_GAP * previous.line.fontSize) return false;
  if (Math.abs(line.fontSize - previous.line.fontSize) > 0.5) return false;
  const cells = cellsOf(line, table.columns);
  const textKinds = new Set(['make', 'model', 'variant']);
  const onlyNames = [...cells.byColumn.keys()].every((column) => textKinds.has(column.kind));
  if (!onlyNames || numericValueCount(cells, table.columns) > 0) return false;
  const extra = [cells.label, textOf(cells, table.columns, 'variant')].filter(Boolean).join(' ').trim();
  if (!extra) return false;
  // Left of every column, a line naming an engine heads the rows below it instead.
  if (cells.label && namesEngine(cells.label)) return false;
  const row = previous.row;
  previous.wrapY = line.y;
  // A word hyphenated over the wrap ("(plug-" / "in hybrid …)") is one word again.
  const joint = /\p{L}-$/u.test(row.variant) ? '' : ' ';
  row.variant = `${row.variant}${joint}${cleanName(extra)}`;
  row.rowName = `${row.rowName}${joint}${cleanName(extra)}`;
  // The wrap may split a fact ("… Ultimate 100" / "hk manuelt gear", "(benzin/" / "hybrid …)"): read
  // the joined name again; a fuel column stays.
  row.horsepower ??= readHorsepower(row.variant);
  if (!table.columns.some((column) => column.kind === 'fuel')) {
    row.fuel_type = readFuelType(row.variant) ?? row.fuel_type;
  }
  row.transmission ??= readTransmission(row.variant) ?? impliedTransmission(row.fuel_type, row.variant);
  return true;
}
