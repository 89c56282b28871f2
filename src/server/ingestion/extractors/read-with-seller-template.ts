import { type GridLine, headerColumns } from '../../../domain/ingestion/layout-grid';
import { type LayoutTemplate, normaliseHeader } from '../../../domain/ingestion/layout-template';
import type { TextLine } from '../pdf/text-line';
import type { ExtractionContext } from './extractor';
import { templateVocabulary } from './layout/column-meaning';
import { type LayoutReading, readLayout } from './layout/read-layout';
import { linesInReadingOrder } from './layout/reading-order';

export const TEMPLATE_DID_NOT_FIT_MESSAGE = 'Skabelonen passede ikke; læst med den generelle læser.';
export const templateUsedMessage = (version: number) => `Læst med sælgerens skabelon v${version}.`;

/**
 * The layout reading of a seller's list (ADR 032): with the seller's taught template first; when that
 * does not fit this list, with the general reader. The session log says which one read it. Without a
 * template, the general reader alone.
 *
 * The template fits when it reads cars *and* the list prints its header: a monthly-price header and
 * at least half of its taught headers. The template's vocabulary falls back on the built-in words, so
 * without the second condition a list in another layout would be read "with the template" and get its
 * defaults (make, terms) where the list says nothing — inventing terms the general reader never would.
 */
export function readWithSellerTemplate(
  lines: readonly TextLine[],
  context: Pick<ExtractionContext, 'hints' | 'template' | 'log' | 'catalogue'>,
): LayoutReading {
  const taught = context.template;
  if (taught) {
    if (printsTaughtHeader(lines, taught.template)) {
      const reading = readLayout(lines, context.hints, taught.template, context.catalogue);
      if (reading.cars.length > 0) {
        context.log?.(templateUsedMessage(taught.version));
        return reading;
      }
    }
    context.log?.(TEMPLATE_DID_NOT_FIT_MESSAGE);
  }
  return readLayout(lines, context.hints, undefined, context.catalogue);
}

// A header takes one to three lines.
const MAX_HEADER_LINES = 3;

/** Whether the document prints the template's header: a monthly column's and half of all its headers. */
export function printsTaughtHeader(lines: readonly TextLine[], template: LayoutTemplate): boolean {
  const taught = template.columns.filter((column) => column.kind !== 'other');
  if (taught.length === 0) return false;
  const found = headersInDocument(linesInReadingOrder(lines, templateVocabulary(template)));
  const present = taught.filter((column) => found.has(normaliseHeader(column.header)));
  return present.some((column) => column.kind === 'monthly') && present.length * 2 >= taught.length;
}

/** Every column header any run of one to three lines of a page would give, normalised. */
function headersInDocument(lines: readonly GridLine[]): Set<string> {
  const found = new Set<string>();
  lines.forEach((_, start) => {
    for (let count = 1; count <= MAX_HEADER_LINES; count++) {
      const window = lines.slice(start, start + count);
      if (window.length < count || window.some((line) => line.page !== window[0]?.page)) break;
      for (const column of headerColumns(window)) found.add(normaliseHeader(column.header));
    }
  });
  return found;
}
