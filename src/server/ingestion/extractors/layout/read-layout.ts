import type { CatalogAliases } from '../../../../domain/catalog/car-name-aliases';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { LayoutTemplate } from '../../../../domain/ingestion/layout-template';
import type { TextLine } from '../../pdf/text-line';
import type { SellerHints } from '../extractor';
import { assembleCars, type CarRow, carIdentity, inferManualTwins } from './assemble-cars';
import { checkCar, type RowFinding } from './check-cars';
import { builtInVocabulary, templateVocabulary } from './column-meaning';
import { mergeConditions, withConditions } from './condition-lines';
import { openLabelledBlock } from './labelled-block';
import { readMonthlyExtras } from './monthly-extras';
import { readLine, startTable } from './read-lines';
import { createReaderState, type ReaderState } from './reader-state';
import { linesInReadingOrder, type ReaderLine } from './reading-order';
import { closeLabelled, closeSection, settleRetroactive } from './sections';

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
  return readDocument(createReaderState(lines, vocabulary, hints, template, catalogue));
}

function readDocument(s: ReaderState): LayoutReading {
  for (let index = 0; index < s.lines.length; index++) {
    if (s.consumed.has(s.lines[index] as ReaderLine)) continue;
    const header = s.headers.get(index);
    if (header) {
      startTable(s, header);
      index = header.last;
      continue;
    }
    const next = s.lines[index + 1];
    const carsFollow = s.headers.has(index + 1) || (next !== undefined && openLabelledBlock(next) !== null);
    readLine(s, s.lines[index] as ReaderLine, carsFollow);
  }
  closeLabelled(s);
  closeSection(s);
  settleRetroactive(s);
  for (const [page, extras] of readMonthlyExtras(s.lines, s.bodyFontSize)) {
    s.conditionsByPage.set(page, mergeConditions(s.conditionsByPage.get(page) ?? {}, { extras }));
  }
  const rows = inferManualTwins(s.rows);
  const pagesWithRows = new Set(rows.map((row) => row.source.page));
  const findings = new Map<string, RowFinding[]>();
  for (const row of rows) {
    const key = carIdentity(row);
    findings.set(key, [...(findings.get(key) ?? []), ...(row.findings ?? [])]);
  }
  const assembled = assembleCars(rows).map((entry) => {
    const car = withConditions(entry.car, s.conditionsByPage, pagesWithRows);
    return {
      ...entry,
      car: checkCar(car, findings.get(entry.identity) ?? [], s.catalogue, s.documentFees),
    };
  });
  return {
    cars: assembled.map((entry) => entry.car),
    identities: assembled.map((entry) => entry.identity),
    rows,
    warnings: s.warnings,
    foundTable: s.headers.size > 0,
  };
}
