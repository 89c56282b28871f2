import type { CatalogAliases } from '../../../../domain/catalog/car-name-aliases';
import { formatNumber } from '../../../../domain/format/format-danish';
import { splitMakeAndModel } from '../../../../domain/ingestion/car-makes';
import { catalogueModelAtStart, catalogueModelOf } from '../../../../domain/ingestion/catalogue-models';
import type {
  ExtractedCar,
  ExtractedOffer,
  OfferConditions,
} from '../../../../domain/ingestion/extracted-price-list';
import type { LayoutTemplate } from '../../../../domain/ingestion/layout-template';
import { templateModelDefault } from '../../../../domain/ingestion/layout-template-meaning';
import {
  impliedTransmission,
  readFuelType,
  readHorsepower,
  readTransmission,
} from '../../../../domain/ingestion/vehicle-text';
import type { TextLine } from '../../pdf/text-line';
import type { SellerHints } from '../extractor';
import { applySupplements } from './apply-supplements';
import { assembleCars, type CarRow, carIdentity, inferManualTwins } from './assemble-cars';
import { checkCar, feesStatedIn, type RowFinding } from './check-cars';
import { builtInVocabulary, templateVocabulary, type Vocabulary } from './column-meaning';
import {
  mergeConditions,
  readConditions,
  readSpecs,
  type StatedSpecs,
  withConditions,
} from './condition-lines';
import { findHeaderBlocks, type HeaderBlock, type TableColumn } from './header-blocks';
import { type Heading, readHeading } from './headings';
import {
  type LabelledBlock,
  namesCarBesideEngine,
  openLabelledBlock,
  readLabelledBlock,
} from './labelled-block';
import { readMonthlyExtras } from './monthly-extras';
import { readAmount } from './read-amount';
import { linesInReadingOrder, type ReaderLine } from './reading-order';
import { readStatedTerms, readSupplement, type StatedTerms, type Supplement } from './statement-lines';
import { amountOf, cellsOf, monthlyPrices, numericValueCount, type RowCells, textOf } from './table-rows';
import { cleanName, variantName } from './variant-name';

export type LayoutReading = {
  cars: ExtractedCar[];
  /** Each car's identity (see carIdentity), in the order of `cars`. */
  identities: string[];
  /** Every row read, in document order, with the line it came from (the Toyota page shows them). */
  rows: CarRow[];
  warnings: string[];
  /** Whether the document had at least one price-table header. */
  foundTable: boolean;
};

type Table = {
  columns: TableColumn[];
  page: number;
  lastRowY: number;
  open: boolean;
  /**
   * Whether each row's engine is printed under it: decided by the table's first row (no engine line
   * between the header and it, one right under it), so engine lines between rows are read one way.
   */
  enginesUnderRows?: boolean;
};
/** An engine line or variant heading; `fresh` until a row has been read under it. */
type Context = { text: string; heading: boolean; fresh: boolean };

// A table left behind by more than this many font sizes of other content is over on its page.
const TABLE_GAP = 8;
// A line at most this many font sizes under a row, holding only label text, continues its name.
const WRAP_GAP = 1.5;
/**
 * A km/år or term no Danish list offers: a price or a first payment read in the wrong column. Lists
 * step mileages by 2.500 or 5.000 km (10.000, 12.500, 15.000) and terms by whole months up to 10 years.
 */
function implausibleTerm(mileage: number, period: number): string | null {
  if (mileage < MIN_MILEAGE || mileage > MAX_MILEAGE || mileage % MILEAGE_STEP !== 0) {
    return `${formatNumber(mileage)} km/år`;
  }
  if (period < MIN_PERIOD || period > MAX_PERIOD) return `${period} mdr.`;
  return null;
}
const MIN_MILEAGE = 5_000;
const MAX_MILEAGE = 100_000;
const MILEAGE_STEP = 500;
const MIN_PERIOD = 6;
const MAX_PERIOD = 120;

// Terms printed after a trim's name, from the separator on.
const TERMS_TAIL =
  /\s*[–—,·|]\s*(?:førstegangs\w*|udbetaling|løbetid|leasingperiode|\d+\s*(?:mdr|måneder|md\.)|\d[\d.\s]*km).*$/i;
// A line under a row set smaller than this share of the row's size is subordinate to it.
const SMALL_LINE = 0.85;
// Lines of a car stated without a table follow each other at most this many font sizes apart.
const LABELLED_LINE_GAP = 2.5;

/**
 * Reads a price list's offers from its text layer with positions, whatever the family of layout:
 * rows per offer, mileage matrices, per-variant blocks under a heading, model sections with engine
 * lines and trim rows, supplements in prose, two blocks side by side. The list's own headings name
 * makes and models; nothing is assumed about a particular seller or file.
 */
export function readLayout(
  textLines: readonly TextLine[],
  hints?: SellerHints,
  template?: LayoutTemplate,
  catalogue?: CatalogAliases,
): LayoutReading {
  const vocabulary = template ? templateVocabulary(template) : builtInVocabulary;
  const lines = linesInReadingOrder(textLines, vocabulary);
  return new LayoutReader(lines, vocabulary, hints, template, catalogue).read();
}

class LayoutReader {
  private readonly headers: Map<number, HeaderBlock>;
  private readonly bodyFontSize: number;
  private readonly documentTerms: StatedTerms;
  /** One-off fees the list states in prose: a stated total may include them. */
  private readonly documentFees: number[];
  private readonly warnings: string[] = [];
  private readonly rows: CarRow[] = [];
  private make: string | null = null;
  private model: string | null = null;
  private context: Context | null = null;
  private terms: StatedTerms = {};
  private table: Table | null = null;
  private section: CarRow[] = [];
  private unsupplemented: Array<{ rows: CarRow[]; signature: string }> = [];
  private retroactive: { rows: CarRow[]; supplements: Supplement[]; signature: string } | null = null;
  private supplements: Supplement[] = [];
  private previousRow: { row: CarRow; line: ReaderLine; identity: string } | null = null;
  private labelled: LabelledBlock | null = null;
  /** A specs line (range, consumption, CO2, ejerafgift) for the rows of the current block. */
  private specs: StatedSpecs = {};
  /**
   * A line under a heading that states terms and the engine at once ("Hybrid · 145 hk · automatgear ·
   * udbetaling 9.995 kr."): its facts (horsepower, fuel, gearbox) describe the block's cars, but it is
   * not part of their name.
   */
  private facts: string | null = null;
  /** The line right under a model heading, when short and plain: the trim of a block whose rows name none. */
  private trimUnderModel: string | null = null;
  private afterModelHeading = false;
  /** Lines already read as part of a row above them (an engine line under its trim). */
  private readonly consumed = new Set<ReaderLine>();
  private readonly indexOf = new Map<ReaderLine, number>();
  /** Conditions (dates, inkl./ekskl., fees) stated on each page. */
  private readonly conditionsByPage = new Map<number, OfferConditions>();

  constructor(
    private readonly lines: readonly ReaderLine[],
    vocabulary: Vocabulary,
    private readonly hints?: SellerHints,
    template?: LayoutTemplate,
    private readonly catalogue?: CatalogAliases,
  ) {
    this.headers = findHeaderBlocks(lines, vocabulary);
    this.bodyFontSize = median(
      lines.filter((line) => line.segments.length >= 3).map((line) => line.fontSize),
    );
    this.documentTerms = documentWideTerms(lines);
    this.documentFees = feesStatedIn(
      lines
        .filter((line) => line.segments.filter((s) => readAmount(s.text) !== null).length < 2)
        .map((line) => line.text),
    );
    const hintedMakes = [...new Set(hints?.allowedModels.map((entry) => entry.make) ?? [])];
    if (hintedMakes.length === 1) this.make = hintedMakes[0] ?? null;
    // What a taught template states stands where the list itself says nothing.
    const defaults = template?.defaults;
    if (defaults) {
      this.make = defaults.make ?? this.make;
      this.model = templateModelDefault(template);
      this.documentTerms = {
        ...(defaults.period_months === undefined ? {} : { period: defaults.period_months }),
        ...(defaults.mileage_per_year === undefined ? {} : { mileage: defaults.mileage_per_year }),
        ...(defaults.first_payment === undefined ? {} : { firstPayment: defaults.first_payment }),
        ...this.documentTerms,
      };
    }
  }

  read(): LayoutReading {
    for (const [index, line] of this.lines.entries()) this.indexOf.set(line, index);
    for (let index = 0; index < this.lines.length; index++) {
      if (this.consumed.has(this.lines[index] as ReaderLine)) continue;
      const header = this.headers.get(index);
      if (header) {
        this.startTable(header);
        index = header.last;
        continue;
      }
      const next = this.lines[index + 1];
      const carsFollow =
        this.headers.has(index + 1) || (next !== undefined && openLabelledBlock(next) !== null);
      this.readLine(this.lines[index] as ReaderLine, carsFollow);
    }
    this.closeLabelled();
    this.closeSection();
    this.settleRetroactive();
    for (const [page, extras] of readMonthlyExtras(this.lines, this.bodyFontSize)) {
      this.conditionsByPage.set(page, mergeConditions(this.conditionsByPage.get(page) ?? {}, { extras }));
    }
    const rows = inferManualTwins(this.rows);
    const pagesWithRows = new Set(rows.map((row) => row.source.page));
    const findings = new Map<string, RowFinding[]>();
    for (const row of rows) {
      const key = carIdentity(row);
      findings.set(key, [...(findings.get(key) ?? []), ...(row.findings ?? [])]);
    }
    const assembled = assembleCars(rows).map((entry) => {
      const car = withConditions(entry.car, this.conditionsByPage, pagesWithRows);
      return {
        ...entry,
        car: checkCar(car, findings.get(entry.identity) ?? [], this.catalogue, this.documentFees),
      };
    });
    return {
      cars: assembled.map((entry) => entry.car),
      identities: assembled.map((entry) => entry.identity),
      rows,
      warnings: this.warnings,
      foundTable: this.headers.size > 0,
    };
  }

  private startTable(header: HeaderBlock): void {
    this.closeLabelled();
    const first = this.lines[header.first] as ReaderLine;
    const continues =
      this.table !== null &&
      first.page > this.table.page &&
      sameKinds(this.table.columns, header.columns) &&
      this.section.length > 0;
    if (!continues) this.closeSection();
    // A new table keeps an engine line or heading only if it was stated for it, not for earlier rows.
    if (!continues && this.context && !this.context.fresh) this.context = null;
    this.table = { columns: header.columns, page: first.page, lastRowY: first.y, open: true };
    if (!continues) this.previousRow = null;
    for (const text of header.leftTexts) this.readContext(text);
  }

  private readLine(line: ReaderLine, carsFollow: boolean): void {
    const afterModel = this.afterModelHeading;
    this.afterModelHeading = false;
    const table = this.table;
    if (table && line.page === table.page && line.y - table.lastRowY > TABLE_GAP * line.fontSize) {
      table.open = false;
    }
    if (table && (table.open || line.page > table.page) && this.readRow(line, table)) return;
    if (this.readContinuation(line)) return;
    this.noteStatements(line);
    const supplement = readSupplement(line.text);
    if (supplement) {
      this.supplements.push(supplement);
      return;
    }
    const heading = readHeading(line, {
      bodyFontSize: this.bodyFontSize,
      make: this.make,
      hints: this.hints,
      carsFollow,
      ...(this.catalogue ? { catalogue: this.catalogue } : {}),
    });
    if (heading) {
      this.closeLabelled();
      this.applyHeading(heading);
      return;
    }
    if (this.readLabelledLine(line)) return;
    const terms = readStatedTerms(line.text);
    if (terms) {
      this.terms = { ...this.terms, ...terms };
      if (namesEngine(line.text)) {
        this.facts = line.text;
        // "Sportage 1.6 T-GDi HEV Comfort 215 HK – førstegangsydelse 9.995,-": a trim with its terms.
        const trim = line.text.replace(TERMS_TAIL, '').trim();
        if (trim !== line.text.trim() && namesEngine(trim)) this.readContext(trim);
      }
      return;
    }
    if (afterModel && isPlainName(line)) this.trimUnderModel = line.text.trim();
    if (this.isUnpricedCar(line)) {
      this.warnings.push(
        `Side ${line.page}, linje ${line.line}: "${line.text}" har ingen månedlig ydelse og blev ikke læst.`,
      );
      return;
    }
    this.readContext(line.text);
  }

  /** A trim named beside its engine ("Executive · 73.1 kWh, 343 hk · Ring for pris") with no price. */
  private isUnpricedCar(line: ReaderLine): boolean {
    return this.model !== null && !this.table?.open && namesCarBesideEngine(line);
  }

  private applyHeading(heading: Heading): void {
    if (heading.kind === 'variant') {
      this.closeSection();
      if (this.table) this.table.open = false;
      this.context = { text: heading.text, heading: true, fresh: true };
      this.specs = {};
      this.facts = null;
      this.facts = null;
      return;
    }
    if (heading.kind === 'break') {
      if (this.table) this.table.open = false;
      return;
    }
    const changesModel = heading.model !== undefined && heading.model !== this.model;
    const changesMake = heading.make !== undefined && heading.make !== this.make;
    if (!changesModel && !changesMake) return;
    this.closeSection();
    if (this.table) this.table.open = false;
    if (heading.make !== undefined) {
      this.make = heading.make;
      if (heading.model === undefined) this.model = null;
    }
    if (heading.model !== undefined) this.model = heading.model;
    this.afterModelHeading = heading.model !== undefined;
    this.trimUnderModel = null;
    this.context = null;
    this.specs = {};
    this.facts = null;
  }

  /** Conditions and specs a line states, kept beside whatever else the line is. */
  private noteStatements(line: ReaderLine): void {
    const conditions = readConditions(line.text);
    if (conditions) {
      const known = this.conditionsByPage.get(line.page) ?? {};
      this.conditionsByPage.set(line.page, mergeConditions(known, conditions));
    }
    const specs = readSpecs(line.text);
    if (specs) {
      this.specs = { ...this.specs, ...specs };
      // "Benzin · manuelt gear · 5,6 l/100 km": the fuel and gearbox of the block's cars too.
      this.facts = [this.facts, line.text].filter(Boolean).join(' ');
    }
  }

  /** A line that opens or continues a car stated without a table (see labelled-block.ts). */
  private readLabelledLine(line: ReaderLine): boolean {
    const opened = openLabelledBlock(line);
    if (opened) {
      this.closeLabelled();
      this.labelled = opened;
      return true;
    }
    const block = this.labelled;
    const last = block?.lines.at(-1);
    if (!block || !last) return false;
    const near = last.page === line.page && line.y - last.y <= LABELLED_LINE_GAP * last.fontSize;
    if (near && !namesCarBesideEngine(line)) {
      block.lines.push(line);
      return true;
    }
    this.closeLabelled();
    return false;
  }

  private closeLabelled(): void {
    const block = this.labelled;
    this.labelled = null;
    const first = block?.lines[0];
    if (!block || !first) return;
    const read = readLabelledBlock(block);
    if (!read || !this.make || !this.model) return;
    const described = cleanName(`${read.name} ${read.engineText ?? ''}`);
    const fuel = readFuelType(described);
    const mileage = read.terms.mileage ?? this.stated('mileage');
    const firstPayment = read.terms.firstPayment ?? this.stated('firstPayment');
    let period = read.terms.period ?? this.stated('period');
    if (period === null && read.total !== null && firstPayment !== null) {
      period = wholeMonths(read.total - firstPayment, read.monthly);
    }
    const source = { page: first.page, line: first.line };
    if (mileage === null || period === null || firstPayment === null) {
      this.warnings.push(
        `Side ${first.page}, linje ${first.line}: prisen ${kr(read.monthly)} blev sprunget over (${mileage === null ? 'km/år' : period === null ? 'løbetid' : 'udbetaling'} står ikke i prislisten).`,
      );
      return;
    }
    const notes: string[] = [];
    const findings: RowFinding[] = [];
    if (read.total !== null && firstPayment + period * read.monthly !== read.total) {
      const note = `Totalprisen ${kr(read.total)} passer ikke med ${kr(firstPayment)} + ${period} × ${kr(read.monthly)} (side ${first.page}, linje ${first.line}).`;
      notes.push(note);
      findings.push(totalFinding(note, read.total - (firstPayment + period * read.monthly)));
    }
    const row: CarRow = {
      make: this.make,
      model: this.model,
      variant: variantName(read.name, read.engineText),
      horsepower: readHorsepower(described),
      fuel_type: fuel,
      transmission: readTransmission(described) ?? impliedTransmission(fuel, described),
      offers: [
        {
          mileage_per_year: mileage,
          period_months: period,
          first_payment: firstPayment,
          monthly_price: read.monthly,
          ...(read.total === null ? {} : { total_cost: read.total }),
        },
      ],
      source,
      notes,
      findings,
      engineText: read.engineText,
      rowName: cleanName(read.name),
      statedTotal: read.total,
    };
    this.rows.push(row);
    this.section.push(row);
  }

  /** An engine or variant line ("1.5 Hybrid 116 hk aut.") that names the cars of the rows below it. */
  private readContext(text: string): void {
    const trimmed = text.trim();
    if (trimmed.length === 0 || trimmed.length > 80) return;
    if (!namesEngine(trimmed) || readStatedTerms(trimmed)?.mileage) return;
    this.context = { text: trimmed, heading: false, fresh: true };
  }

  /**
   * The engine line printed right under a trim's row ("Active … 2.699 kr./md." over "1.0 VVT-i 72 hk
   * manuel"): no farther from the row than from the line after it, in a font no larger than the row's.
   * In a table whose engines head their rows instead, such a line is read by readContext.
   */
  private engineUnder(row: ReaderLine, columns: readonly TableColumn[]): ReaderLine | null {
    const index = this.indexOf.get(row);
    if (index === undefined) return null;
    const [below, after] = [this.lines[index + 1], this.lines[index + 2]];
    if (!below || below.page !== row.page || this.headers.has(index + 1)) return null;
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
  private isSmallLineUnderRow(line: ReaderLine): boolean {
    const previous = this.previousRow?.line;
    if (!previous || previous.page !== line.page) return false;
    return (
      line.fontSize < SMALL_LINE * previous.fontSize && line.y - previous.y <= WRAP_GAP * previous.fontSize
    );
  }

  /**
   * The specs line printed right under a trim's row ("El, Automatgear, 659 km"): its fuel and gearbox
   * are the row's where the row does not say. Read once, for this row only.
   */
  private specsUnder(
    row: ReaderLine,
    columns: readonly TableColumn[],
    car: Pick<CarRow, 'fuel_type' | 'transmission'>,
  ): Partial<Pick<CarRow, 'fuel_type' | 'transmission'>> {
    if (car.fuel_type !== null && car.transmission !== null) return {};
    const index = this.indexOf.get(row);
    const below = index === undefined ? undefined : this.lines[index + 1];
    if (!below || below.page !== row.page || this.headers.has((index ?? 0) + 1)) return {};
    if (below.fontSize > row.fontSize + 0.1 || below.y - row.y > 1.6 * row.fontSize) return {};
    if (cellsOf(below, columns).byColumn.size > 0 || namesEngine(below.text)) return {};
    const fuel = readFuelType(below.text);
    const transmission =
      readTransmission(below.text) ?? impliedTransmission(fuel ?? car.fuel_type, below.text);
    if (fuel === null && transmission === null) return {};
    return {
      ...(car.fuel_type === null && fuel !== null ? { fuel_type: fuel } : {}),
      ...(car.transmission === null && transmission !== null ? { transmission } : {}),
    };
  }

  /** A label-only line right under a row continues the row's name (a wrapped cell). */
  private readContinuation(line: ReaderLine): boolean {
    const previous = this.previousRow;
    const table = this.table;
    if (!previous || !table || previous.line.page !== line.page) return false;
    if (line.y - previous.line.y > WRAP_GAP * previous.line.fontSize) return false;
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
    row.variant = `${row.variant} ${cleanName(extra)}`;
    row.rowName = `${row.rowName} ${cleanName(extra)}`;
    // The wrap may split a fact ("… Ultimate 100" / "hk manuelt gear"): read the joined name again.
    row.horsepower ??= readHorsepower(row.variant);
    row.fuel_type ??= readFuelType(row.variant);
    row.transmission ??= readTransmission(row.variant) ?? impliedTransmission(row.fuel_type, row.variant);
    return true;
  }

  private readRow(line: ReaderLine, table: Table): boolean {
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
    if (onlyPrices && !namesEngine(line.text) && this.isSmallLineUnderRow(line)) {
      this.warnings.push(
        `Side ${line.page}, linje ${line.line}: priserne i den mindre linje under rækken blev ikke læst (typisk tidligere, overstregede priser): "${line.text}".`,
      );
      return true;
    }
    // Trims in a "Model" column under a model heading ("EX40" over "Single Motor … 252 hk").
    if (names.model && !names.variant && !names.make && this.model && !this.catalogueMake(names.model)) {
      names.variant = names.model;
      names.model = '';
    }
    const hasNames = Boolean(names.make || names.model || names.variant);
    if (!hasNames && (numericValueCount(cells, columns) < 2 || this.previousRow === null)) {
      if (this.context === null && this.trimUnderModel !== null) {
        this.context = { text: this.trimUnderModel, heading: true, fresh: true };
      }
      if (this.context === null) return false;
    }
    table.open = true;
    table.page = line.page;
    table.lastRowY = line.y;
    table.enginesUnderRows ??= !this.context?.fresh && this.engineUnder(line, columns) !== null;
    const engineBelow = table.enginesUnderRows ? this.engineUnder(line, columns) : null;
    if (engineBelow) {
      this.consumed.add(engineBelow);
      this.context = { text: engineBelow.text.trim(), heading: false, fresh: true };
    }
    const row = this.carOf(line, cells, columns, names);
    if (!row) {
      // Rows naming nothing under a skipped row are not the car of the row before it.
      this.previousRow = null;
      return true;
    }
    const findings: RowFinding[] = [];
    const offers = prices.flatMap(({ column, price }) =>
      this.offer(line, cells, column, price, row.notes, findings),
    );
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
      ...this.specsUnder(line, columns, row),
      offers,
      statedTotal: total,
      findings,
    };
    if (this.context) this.context.fresh = false;
    this.rows.push(carRow);
    this.section.push(carRow);
    this.previousRow = { row: carRow, line, identity: `${row.make}|${row.model}|${row.variant}` };
    return true;
  }

  private carOf(
    line: ReaderLine,
    cells: RowCells,
    columns: readonly TableColumn[],
    names: { make: string; model: string; variant: string },
  ): Omit<CarRow, 'offers' | 'statedTotal'> | null {
    // A row naming nothing is the previous row's car again, unless a new engine or trim line came between.
    const inherited =
      !names.make && !names.model && !names.variant && !this.context?.heading && !this.context?.fresh;
    const previous = this.previousRow?.row;
    if (inherited && previous) {
      return { ...withoutOffers(previous), source: { page: line.page, line: line.line }, notes: [] };
    }
    // A model column may carry the make too ("Leapmotor T03").
    // "Polestar 2" is the catalogue's model of that name, not make Polestar and model "2".
    const whole = names.model && this.catalogue ? catalogueModelOf(names.model, this.catalogue) : null;
    const split =
      !names.make && names.model && !whole?.exact ? splitMakeAndModel(names.model, this.hintedMakes()) : null;
    const listed = !names.make && !split && names.model ? this.catalogueMake(names.model) : null;
    // A blank Model cell beside a named variant repeats the model above it ("same as above").
    const above =
      !names.model && names.variant && columns.some((column) => column.kind === 'model')
        ? previous
        : undefined;
    let make = names.make || split?.make || listed || above?.make || this.make;
    let model = (split?.model ?? '') || names.model || above?.model || this.model;
    let engineText = this.context?.text ?? null;
    // A trim line that begins with its model ("Megane E-Tech EV60 Techno 220 hk") names both.
    const named =
      !model && engineText && this.catalogue ? catalogueModelAtStart(engineText, this.catalogue, make) : null;
    if (named) {
      make ||= named.make;
      model = named.model;
      engineText = named.rest;
    }
    const variant = variantName(names.variant, engineText);
    if (!make || !model || !variant) {
      this.warnings.push(
        `Side ${line.page}, linje ${line.line}: rækken "${line.text}" blev sprunget over (${!make ? 'mærket' : !model ? 'modellen' : 'varianten'} står ikke i prislisten).`,
      );
      return null;
    }
    // Footnote marks ("man.¹") would hide a fact from the readers of vehicle text.
    const described = cleanName([names.variant, engineText ?? '', this.facts ?? ''].join(' '));
    const fuel = readFuelType(cleanName(textOf(cells, columns, 'fuel'))) ?? readFuelType(described);
    const gearText = cleanName(textOf(cells, columns, 'transmission'));
    const transmission =
      readTransmission(gearText) ?? readTransmission(described) ?? impliedTransmission(fuel, described);
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
      ...this.specs,
      ...taxOf(amountOf(cells, columns, 'co2_tax')),
      source: { page: line.page, line: line.line },
      notes: [],
      engineText,
      rowName: cleanName(names.variant),
    };
  }

  private offer(
    line: ReaderLine,
    cells: RowCells,
    column: TableColumn,
    monthly: number,
    notes: string[],
    findings: RowFinding[],
  ): ExtractedOffer[] {
    const columns = this.table?.columns ?? [];
    const totalColumn = columns.find((candidate) => candidate.kind === 'total');
    const single = columns.filter((candidate) => candidate.kind === 'monthly').length === 1;
    const total = single ? amountOf(cells, columns, 'total') : null;
    const mileage = column.mileage ?? rowMileage(cells, columns) ?? this.stated('mileage');
    const own = rowStatedTerms(cells);
    let period =
      column.period ?? amountOf(cells, columns, 'period') ?? own.period ?? this.stated('period') ?? null;
    let firstPayment =
      column.firstPayment ?? amountOf(cells, columns, 'first_payment') ?? this.stated('firstPayment');
    if (period === null && totalColumn?.period) period = totalColumn.period;
    if (total !== null) {
      if (period === null && firstPayment !== null) period = wholeMonths(total - firstPayment, monthly);
      if (firstPayment === null && period !== null && total - period * monthly >= 0) {
        firstPayment = total - period * monthly;
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
      this.warnings.push(
        `Side ${line.page}, linje ${line.line}: prisen ${kr(monthly)} blev sprunget over (${mileage === null ? 'km/år' : period === null ? 'løbetid' : 'udbetaling'} står ikke i prislisten).`,
      );
      return [];
    }
    const odd = implausibleTerm(mileage, period);
    if (odd) {
      this.warnings.push(
        `Side ${line.page}, linje ${line.line}: prisen ${kr(monthly)} blev sprunget over (${odd} er ikke en leasingbetingelse; tjek hvordan listen er læst).`,
      );
      return [];
    }
    return [
      {
        mileage_per_year: mileage,
        period_months: period,
        first_payment: firstPayment,
        monthly_price: monthly,
        ...(total === null ? {} : { total_cost: total }),
        ...(minimum === null || !single ? {} : { minimum_price: minimum }),
      },
    ];
  }

  /** The make the catalogue knows a model printed without one by ("T-Roc" → Volkswagen). */
  private catalogueMake(model: string): string | null {
    if (!this.catalogue) return null;
    return (
      (catalogueModelOf(model, this.catalogue, this.make) ?? catalogueModelOf(model, this.catalogue))?.make ??
      null
    );
  }

  private hintedMakes(): string[] {
    return [...new Set(this.hints?.allowedModels.map((entry) => entry.make) ?? [])];
  }

  private stated(term: keyof StatedTerms): number | null {
    return this.terms[term] ?? this.documentTerms[term] ?? null;
  }

  /**
   * Applies the section's supplements to its rows. A note under the last of several tables read
   * under the same columns speaks for all of them, unless another such table follows it (then it was
   * its own section's): that is settled when the next such section closes or the document ends.
   * Supplements met before any row wait for the next section.
   */
  private closeSection(): void {
    if (this.section.length === 0) return;
    const signature = this.table ? kindsOf(this.table.columns) : '';
    if (this.retroactive?.signature === signature) this.retroactive = null;
    if (this.supplements.length === 0) {
      const sameRun = this.unsupplemented.every((section) => section.signature === signature);
      this.unsupplemented = [...(sameRun ? this.unsupplemented : []), { rows: this.section, signature }];
      this.section = [];
      return;
    }
    applySupplements(this.section, this.supplements);
    const earlier = this.unsupplemented.filter((section) => section.signature === signature);
    this.retroactive =
      earlier.length > 0
        ? { rows: earlier.flatMap((section) => section.rows), supplements: this.supplements, signature }
        : null;
    this.supplements = [];
    this.section = [];
    this.unsupplemented = [];
  }

  /** At the end of the document, a closing note also covers the same-column tables before it. */
  private settleRetroactive(): void {
    if (this.retroactive) applySupplements(this.retroactive.rows, this.retroactive.supplements);
    this.retroactive = null;
  }
}

// Range, consumption and CO2 describe a car's specs, not which engine it has.
const SPECS_LINE = /rækkevidde|forbrug|co2|l\/100|kwh\/100|wh\/km|g\/km|wltp/i;

/** Horsepower or a battery size, and not a line of specs: the line names an engine. */
function namesEngine(text: string): boolean {
  if (SPECS_LINE.test(text)) return false;
  return readHorsepower(text) !== null || /\d\s*kwh\b(?!\s*\/)/i.test(text);
}

/**
 * Terms the document states once for all its prices: each term only when every prose line that states
 * it says the same ("36 mdr." here and "48 mdr." there is for the reader's position to tell, never the
 * whole document's). Rows of a table are not prose.
 */
function documentWideTerms(lines: readonly ReaderLine[]): StatedTerms {
  const values: { [term in keyof StatedTerms]-?: Set<number> } = {
    period: new Set(),
    mileage: new Set(),
    firstPayment: new Set(),
  };
  for (const line of lines) {
    if (line.segments.filter((segment) => readAmount(segment.text) !== null).length >= 2) continue;
    const stated = readStatedTerms(line.text);
    for (const term of ['period', 'mileage', 'firstPayment'] as const) {
      const value = stated?.[term];
      if (value !== undefined) values[term].add(value);
    }
  }
  const terms: StatedTerms = {};
  for (const term of ['period', 'mileage', 'firstPayment'] as const) {
    const [only, ...others] = values[term];
    if (only !== undefined && others.length === 0) terms[term] = only;
  }
  return terms;
}

/** A term a row states in its label or a text cell ("24 måneder" leading a term × mileage grid row). */
function rowStatedTerms(cells: RowCells): StatedTerms {
  const texts = [cells.label, ...cells.byColumn.values()].filter(
    (text) => readAmount(text) === null || /mdr|måned|md\.|km/i.test(text),
  );
  const found: StatedTerms = {};
  for (const text of texts) {
    const period = /^(\d{1,2})\s*(?:mdr\.?|måneder|md\.?|mnd\.?)$/i.exec(text.trim())?.[1];
    if (period !== undefined && found.period === undefined) found.period = Number(period);
  }
  return found;
}

/** The mileage a row's km/år cell states; a term in that cell ("24 måneder" under "Mdr. / km") is not one. */
function rowMileage(cells: RowCells, columns: readonly TableColumn[]): number | null {
  const text = textOf(cells, columns, 'mileage');
  if (!text || /mdr|måned|\bmd\b/i.test(text)) return null;
  return amountOf(cells, columns, 'mileage');
}

function termOnly(text: string): boolean {
  return /^\s*\d{1,3}(?:[.\s]\d{3})?\s*(?:mdr\.?|måneder|md\.?|mnd\.?|km(?:\/år)?|km pr\.? år)\s*$/i.test(
    text,
  );
}

/** One short run of words without an amount or a label: a name ("GT Hybrid 145 e-DCS6"). */
function isPlainName(line: ReaderLine): boolean {
  const text = line.text.trim();
  return (
    line.segments.length === 1 &&
    text.length <= 50 &&
    text.split(' ').length <= 6 &&
    /\p{L}/u.test(text) &&
    !/\bkr\b|,-|:/i.test(text) &&
    readStatedTerms(text) === null
  );
}

/** The half-yearly ejerafgift from its column, when the row states one. */
function taxOf(amount: number | null): Pick<ExtractedCar, 'co2_tax_half_year'> {
  return amount !== null && amount > 0 && amount <= 100_000 ? { co2_tax_half_year: amount } : {};
}

function withoutOffers(row: CarRow): Omit<CarRow, 'offers' | 'statedTotal'> {
  const { offers: _offers, statedTotal: _total, ...rest } = row;
  return rest;
}

function horsepowerOf(value: number | null, cellText: string, described: string): number | null {
  if (value !== null && value >= 30 && value <= 2000)
    return /kw/i.test(cellText) ? readHorsepower(cellText) : value;
  return readHorsepower(cellText) ?? readHorsepower(described);
}

function kindsOf(columns: readonly TableColumn[]): string {
  return columns.map((column) => `${column.kind}|${column.mileage ?? ''}|${column.period ?? ''}`).join(',');
}

function sameKinds(a: readonly TableColumn[], b: readonly TableColumn[]): boolean {
  return kindsOf(a) === kindsOf(b);
}

function wholeMonths(amount: number, monthly: number): number | null {
  const months = amount / monthly;
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : null;
}

function median(values: number[]): number {
  if (values.length === 0) return 10;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const kr = (amount: number) => `${formatNumber(amount)} kr.`;

const totalFinding = (note: string, difference: number): RowFinding => ({
  check: 'total_agrees',
  detail: note,
  note,
  difference,
});
