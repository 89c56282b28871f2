import type { CatalogAliases } from '../../../../domain/catalog/car-name-aliases';
import { catalogueModelOf } from '../../../../domain/ingestion/catalogue-models';
import type { OfferConditions } from '../../../../domain/ingestion/extracted-price-list';
import type { LayoutTemplate } from '../../../../domain/ingestion/layout-template';
import { templateModelDefault } from '../../../../domain/ingestion/layout-template-meaning';
import type { EvidenceSource } from '../../../../domain/ingestion/reading-evidence';
import type { SellerHints } from '../extractor';
import type { SourcedSupplement } from './apply-supplements';
import type { CarRow } from './assemble-cars';
import { feesStatedIn } from './check-cars';
import type { Vocabulary } from './column-meaning';
import type { StatedSpecs } from './condition-lines';
import type { TermSources } from './evidence';
import { findHeaderBlocks, type HeaderBlock, type TableColumn } from './header-blocks';
import type { LabelledBlock } from './labelled-block';
import { documentWideTermSources, documentWideTerms, median } from './line-texts';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';
import type { StatedTerms } from './statement-lines';

/** The state the reading stages share while they walk a document (see ReaderState). */

/** The price table the reader is in: its columns, where its last row stood, and whether it goes on. */
export type Table = {
  columns: TableColumn[];
  /** The header's first line: where a value a column header carries was read. */
  header?: ReaderLine;
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
export type Context = { text: string; heading: boolean; fresh: boolean; source?: EvidenceSource };

// A table left behind by more than this many font sizes of other content is over on its page.
export const TABLE_GAP = 8;
// A line at most this many font sizes under a row, holding only label text, continues its name.
export const WRAP_GAP = 1.5;
// A line under a row set smaller than this share of the row's size is subordinate to it.
export const SMALL_LINE = 0.85;
// Lines of a car stated without a table follow each other at most this many font sizes apart.
export const LABELLED_LINE_GAP = 2.5;

/**
 * Everything the layout reader knows while it walks a document's lines: what the list has said so far
 * (make, model, terms, the open table, the engine line over the rows) and what it has read. One object
 * the reading stages share instead of a class's fields.
 */
export type ReaderState = {
  readonly lines: readonly ReaderLine[];
  readonly hints: SellerHints | undefined;
  readonly catalogue: CatalogAliases | undefined;
  readonly headers: Map<number, HeaderBlock>;
  readonly bodyFontSize: number;
  documentTerms: StatedTerms;
  /** Where each of the document's terms was stated (a sentence, or the taught template). */
  documentTermSources: TermSources;
  /** One-off fees the list states in prose: a stated total may include them. */
  readonly documentFees: number[];
  readonly warnings: string[];
  readonly rows: CarRow[];
  make: string | null;
  model: string | null;
  /** Where the current make and model were read (a heading, the catalogue, the seller, the template). */
  makeSource: EvidenceSource | null;
  modelSource: EvidenceSource | null;
  context: Context | null;
  terms: StatedTerms;
  termSources: TermSources;
  table: Table | null;
  section: CarRow[];
  unsupplemented: Array<{ rows: CarRow[]; signature: string }>;
  retroactive: { rows: CarRow[]; supplements: SourcedSupplement[]; signature: string } | null;
  supplements: SourcedSupplement[];
  /** The last row read, and how far down its wrapped name went (`wrapY`). */
  previousRow: { row: CarRow; line: ReaderLine; identity: string; wrapY?: number } | null;
  labelled: LabelledBlock | null;
  /** A specs line (range, consumption, CO2, ejerafgift) for the rows of the current block. */
  specs: StatedSpecs;
  /**
   * A line under a heading that states terms and the engine at once ("Hybrid · 145 hk · automatgear ·
   * udbetaling 9.995 kr."): its facts (horsepower, fuel, gearbox) describe the block's cars, but it is
   * not part of their name.
   */
  facts: string | null;
  /** The line right under a model heading, when short and plain: the trim of a block whose rows name none. */
  trimUnderModel: ReaderLine | null;
  afterModelHeading: boolean;
  /** Lines already read as part of a row above them (an engine line under its trim). */
  readonly consumed: Set<ReaderLine>;
  readonly indexOf: Map<ReaderLine, number>;
  /** Conditions (dates, inkl./ekskl., fees) stated on each page. */
  readonly conditionsByPage: Map<number, OfferConditions>;
};

export function createReaderState(
  lines: readonly ReaderLine[],
  vocabulary: Vocabulary,
  hints: SellerHints | undefined,
  template: LayoutTemplate | undefined,
  catalogue: CatalogAliases | undefined,
): ReaderState {
  const hinted = [...new Set(hints?.allowedModels.map((entry) => entry.make) ?? [])];
  const documentTerms = documentWideTerms(lines);
  const sellerMake = hinted.length === 1 ? (hinted[0] ?? null) : null;
  const state: ReaderState = {
    lines,
    hints,
    catalogue,
    headers: findHeaderBlocks(lines, vocabulary),
    bodyFontSize: median(lines.filter((line) => line.segments.length >= 3).map((line) => line.fontSize)),
    documentTerms,
    documentTermSources: documentWideTermSources(lines, documentTerms),
    documentFees: feesStatedIn(
      lines
        .filter((line) => line.segments.filter((segment) => readAmount(segment.text) !== null).length < 2)
        .map((line) => line.text),
    ),
    warnings: [],
    rows: [],
    make: sellerMake,
    model: null,
    makeSource: sellerMake ? { from: 'seller', text: sellerMake } : null,
    modelSource: null,
    context: null,
    terms: {},
    termSources: {},
    table: null,
    section: [],
    unsupplemented: [],
    retroactive: null,
    supplements: [],
    previousRow: null,
    labelled: null,
    specs: {},
    facts: null,
    trimUnderModel: null,
    afterModelHeading: false,
    consumed: new Set(),
    indexOf: new Map(lines.map((line, index) => [line, index])),
    conditionsByPage: new Map(),
  };
  // What a taught template states stands where the list itself says nothing.
  const defaults = template?.defaults;
  if (template && defaults) {
    state.make = defaults.make ?? state.make;
    state.model = templateModelDefault(template);
    if (defaults.make) state.makeSource = { from: 'template', text: defaults.make };
    if (state.model) state.modelSource = { from: 'template', text: state.model };
    const taught = { from: 'template' } as const;
    state.documentTermSources = {
      ...(defaults.period_months === undefined ? {} : { period: taught }),
      ...(defaults.mileage_per_year === undefined ? {} : { mileage: taught }),
      ...(defaults.first_payment === undefined ? {} : { firstPayment: taught }),
      ...state.documentTermSources,
    };
    state.documentTerms = {
      ...(defaults.period_months === undefined ? {} : { period: defaults.period_months }),
      ...(defaults.mileage_per_year === undefined ? {} : { mileage: defaults.mileage_per_year }),
      ...(defaults.first_payment === undefined ? {} : { firstPayment: defaults.first_payment }),
      ...state.documentTerms,
    };
  }
  return state;
}

export function stated(s: ReaderState, term: keyof StatedTerms): number | null {
  return s.terms[term] ?? s.documentTerms[term] ?? null;
}

/** Where the term `stated` gives was stated. */
export function statedSource(s: ReaderState, term: keyof StatedTerms): EvidenceSource {
  const source = s.terms[term] !== undefined ? s.termSources[term] : s.documentTermSources[term];
  return source ?? { from: 'document' };
}

export function hintedMakes(s: ReaderState): string[] {
  return [...new Set(s.hints?.allowedModels.map((entry) => entry.make) ?? [])];
}

/** The make the catalogue knows a model printed without one by ("T-Roc" → Volkswagen). */
export function catalogueMake(s: ReaderState, model: string): string | null {
  if (!s.catalogue) return null;
  return (catalogueModelOf(model, s.catalogue, s.make) ?? catalogueModelOf(model, s.catalogue))?.make ?? null;
}
