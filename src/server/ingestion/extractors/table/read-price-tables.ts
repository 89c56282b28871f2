import { splitMakeAndModel } from '../../../../domain/ingestion/car-makes';
import { parseDanishAmountCell, parseDanishInteger } from '../../../../domain/ingestion/danish-numbers';
import type { ExtractedCar, ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { type CarDraft, mergeCars } from '../../../../domain/ingestion/merge-cars';
import {
  type MileageSupplement,
  offersFromSupplement,
  readMileageSupplement,
} from '../../../../domain/ingestion/mileage-supplement';
import { type PriceListTerms, readPriceListTerms } from '../../../../domain/ingestion/price-list-terms';
import { readFuelType, readHorsepower, readTransmission } from '../../../../domain/ingestion/vehicle-text';
import type { TextLine } from '../../pdf/text-line';
import type { SellerHints } from '../extractor';
import { hintMakes, readModelCaption, readSectionHeading } from './section-heading';
import {
  type ColumnKind,
  cellsByColumn,
  readHeaderColumns,
  readTwoLineHeader,
  sameColumns,
  type TableColumn,
} from './table-columns';

export type PriceTablesResult = { cars: ExtractedCar[]; warnings: string[] };

type CarIdentity = { make: string; model: string; variant: string };
type CarFacts = Pick<CarDraft, 'horsepower' | 'fuel_type' | 'transmission'>;
type Scope = { make: string | null; model: string | null };

/** True when the lines hold at least one price-table header. */
export function hasPriceTable(lines: readonly TextLine[]): boolean {
  return findHeaders(lines).some((header) => header !== null && header !== 'continued');
}

/** Each line's header columns; 'continued' marks the lower line of a two-line header. */
function findHeaders(lines: readonly TextLine[]): Array<TableColumn[] | null | 'continued'> {
  const headers: Array<TableColumn[] | null | 'continued'> = lines.map(() => null);
  lines.forEach((line, index) => {
    if (headers[index] === 'continued') return;
    const single = readHeaderColumns(line);
    if (single) {
      headers[index] = single;
      return;
    }
    const lower = lines[index + 1];
    const double = lower && !readHeaderColumns(lower) ? readTwoLineHeader(line, lower) : null;
    if (double) {
      headers[index] = double;
      headers[index + 1] = 'continued';
    }
  });
  return headers;
}

/**
 * Rebuilds every price table of a document: rows by column, tables continued across pages, make and
 * model from columns or headings, matrices, mileage supplements, and terms stated once in the text.
 * Returns null when the document has no price-table header.
 */
export function readPriceTables(lines: readonly TextLine[], hints?: SellerHints): PriceTablesResult | null {
  const headers = findHeaders(lines);
  if (!headers.some((header) => header !== null && header !== 'continued')) return null;
  return new PriceTableReader(lines, headers, hints).read();
}

class PriceTableReader {
  private readonly warnings: string[] = [];
  private readonly finished: CarDraft[] = [];
  private readonly terms: PriceListTerms;
  private scope: Scope = { make: null, model: null };
  private columns: TableColumn[] | null = null;
  private drafts: CarDraft[] = [];
  private supplements: MileageSupplement[] = [];
  private documentSupplements: MileageSupplement[] = [];
  // A row with no car cells continues the car above it (another period or first payment).
  private previousIdentity: CarIdentity | null = null;
  private previousFacts: CarFacts | null = null;
  private lastRowPage = 0;

  constructor(
    private readonly lines: readonly TextLine[],
    private readonly headers: ReadonlyArray<TableColumn[] | null | 'continued'>,
    private readonly hints?: SellerHints,
  ) {
    this.terms = readPriceListTerms(
      lines.filter((_, index) => headers[index] === null).map((line) => line.text),
    );
    const singleMake = hintMakes(hints);
    if (singleMake.length === 1 && singleMake[0]) this.scope.make = singleMake[0];
  }

  read(): PriceTablesResult {
    this.lines.forEach((line, index) => {
      const next = this.headers[index + 1];
      this.readLine(
        line,
        this.headers[index] ?? null,
        next !== null && next !== undefined && next !== 'continued',
      );
    });
    this.closeSection();
    return { cars: mergeCars(this.finished), warnings: this.warnings };
  }

  private readLine(line: TextLine, header: TableColumn[] | null | 'continued', headerFollows: boolean): void {
    if (header === 'continued') return;
    if (header) {
      const continues =
        this.columns !== null && sameColumns(this.columns, header) && line.page > this.lastRowPage;
      if (!continues) this.closeSection();
      this.columns = header;
      this.previousIdentity = continues ? this.previousIdentity : null;
      return;
    }
    const supplement = readMileageSupplement(line.text);
    if (supplement) {
      (this.columns ? this.supplements : this.documentSupplements).push(supplement);
      return;
    }
    if (this.columns && this.readRow(line, this.columns)) return;
    const heading =
      line.cells.length <= 2
        ? (readSectionHeading(line.text, this.hints) ?? (headerFollows ? readModelCaption(line.text) : null))
        : null;
    // A page header repeating the current make ("Toyota privatleasing") changes nothing.
    const repeatsMake = heading?.model === null && heading.make === this.scope.make;
    if (heading && !repeatsMake) {
      this.closeSection();
      if (heading.make !== undefined) this.scope = { make: heading.make, model: heading.model ?? null };
      else if (heading.model !== undefined) this.scope = { ...this.scope, model: heading.model };
    }
  }

  /** Applies the section's mileage supplements to its cars and sets them aside. */
  private closeSection(): void {
    const supplements = this.supplements.length > 0 ? this.supplements : this.documentSupplements;
    for (const draft of this.drafts) {
      const extra = supplements.flatMap((supplement) => offersFromSupplement(draft.offers, supplement));
      this.finished.push({ ...draft, offers: [...draft.offers, ...extra] });
    }
    this.drafts = [];
    this.supplements = [];
    this.previousIdentity = null;
  }

  private readRow(line: TextLine, columns: TableColumn[]): boolean {
    const texts = cellsByColumn(line, columns);
    const text = (kind: ColumnKind) => {
      const column = columns.find((candidate) => candidate.kind === kind);
      return column ? (texts.get(column) ?? '') : '';
    };
    const monthlyColumns = columns.filter((column) => column.kind === 'monthly');
    const prices = monthlyColumns
      .map((column) => ({ column, price: parseDanishAmountCell(texts.get(column) ?? '') }))
      .filter(
        (entry): entry is { column: TableColumn; price: number } => entry.price !== null && entry.price > 0,
      );
    if (prices.length === 0) return false;

    this.lastRowPage = line.page;
    const identity = this.identity(text('make'), text('model'), text('variant'));
    if (!identity) {
      this.warnings.push(
        `Side ${line.page}: rækken "${line.text}" blev sprunget over (mærke, model eller variant mangler).`,
      );
      return true;
    }
    this.previousIdentity = identity;

    const offers = prices.flatMap(({ column, price }) =>
      this.offer(line, price, column, {
        mileage: parseDanishAmountCell(text('mileage')),
        period: parseDanishAmountCell(text('period')),
        firstPayment: parseDanishAmountCell(text('first_payment')),
        total: monthlyColumns.length === 1 ? parseDanishAmountCell(text('total')) : null,
      }),
    );
    if (offers.length === 0) return true;

    const supplementColumn = columns.find((column) => column.kind === 'supplement');
    const rowSupplement = supplementColumn ? parseDanishAmountCell(texts.get(supplementColumn) ?? '') : null;
    const extra =
      supplementColumn?.stepKm && rowSupplement
        ? offersFromSupplement(offers, {
            kind: 'per_step',
            stepKm: supplementColumn.stepKm,
            monthlySupplement: rowSupplement,
            maxKm: null,
          })
        : [];

    const inherited = !text('make') && !text('model') && !text('variant');
    const facts = inherited && this.previousFacts ? this.previousFacts : this.readFacts(identity, text);
    this.previousFacts = facts;
    this.drafts.push({
      ...identity,
      ...facts,
      offers: [...offers, ...extra],
    });
    return true;
  }

  private readFacts(identity: CarIdentity, text: (kind: ColumnKind) => string): CarFacts {
    const fuel_type = readFuelType(text('fuel')) ?? readFuelType(identity.variant);
    const gearbox = readTransmission(text('transmission')) ?? readTransmission(identity.variant);
    return {
      horsepower: parseDanishInteger(text('horsepower')) ?? readHorsepower(identity.variant),
      fuel_type,
      transmission: gearbox ?? (fuel_type === 'Electric' ? 'Automatic' : null),
    };
  }

  private identity(makeText: string, modelText: string, variantText: string): CarIdentity | null {
    if (!makeText && !modelText && !variantText) return this.previousIdentity;
    const split = !makeText && modelText ? splitMakeAndModel(modelText, hintMakes(this.hints)) : null;
    const make = makeText || split?.make || this.scope.make || this.previousIdentity?.make;
    const model =
      (split?.model || modelText || this.scope.model) ?? (variantText ? this.previousIdentity?.model : null);
    const variant = variantText;
    return make && model && variant ? { make, model, variant } : null;
  }

  private offer(
    line: TextLine,
    monthly: number,
    column: TableColumn,
    row: { mileage: number | null; period: number | null; firstPayment: number | null; total: number | null },
  ): ExtractedOffer[] {
    const mileage = column.mileage ?? row.mileage ?? this.terms.mileage_per_year;
    let period = column.period ?? row.period ?? this.terms.period_months;
    let firstPayment = row.firstPayment ?? this.terms.first_payment;
    if (row.total !== null) {
      if (period === null && firstPayment !== null) period = wholeMonths(row.total - firstPayment, monthly);
      if (firstPayment === null && period !== null) firstPayment = row.total - period * monthly;
      if (period !== null && firstPayment !== null && firstPayment + period * monthly !== row.total) {
        this.warnings.push(
          `Side ${line.page}: totalprisen ${row.total} passer ikke med ${firstPayment} + ${period} × ${monthly} ("${line.text}").`,
        );
      }
    }
    if (mileage === null || period === null || firstPayment === null || firstPayment < 0) {
      this.warnings.push(
        `Side ${line.page}: en pris i rækken "${line.text}" blev sprunget over (km/år, løbetid eller udbetaling mangler).`,
      );
      return [];
    }
    return [
      {
        mileage_per_year: mileage,
        period_months: period,
        first_payment: firstPayment,
        monthly_price: monthly,
      },
    ];
  }
}

function wholeMonths(amount: number, monthly: number): number | null {
  const months = amount / monthly;
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : null;
}
