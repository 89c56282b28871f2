import type { Executor } from '../../../../db/client';
import { findActiveLayoutTemplate } from '../../../../db/layout-templates/layout-template-rows';
import { layoutGrid } from '../../../../domain/ingestion/layout-grid';
import { normaliseHeader } from '../../../../domain/ingestion/layout-template';
import {
  type HeaderSuggestion,
  type LayoutGridResponse,
  type StatedTermsJson,
  suggestionOfColumn,
} from '../../../../domain/ingestion/layout-template-api';
import {
  builtInVocabulary,
  type ColumnMeaning,
  columnMeaning,
  templateVocabulary,
} from '../../../ingestion/extractors/layout/column-meaning';
import { linesInReadingOrder } from '../../../ingestion/extractors/layout/reading-order';
import { readStatedTerms } from '../../../ingestion/extractors/layout/statement-lines';
import { readSessionLines, type SessionLines } from './read-session-lines';

// Longer runs are prose, never a header the admin would mark.
const MAX_SUGGESTED_HEADER = 80;

/** The reader's meaning of header words in the API's terms ("Udbetaling 4.995 kr." → first_payment). */
const suggestionOfMeaning = ({ firstPayment, ...meaning }: ColumnMeaning): HeaderSuggestion => ({
  ...meaning,
  ...(firstPayment === undefined ? {} : { first_payment: firstPayment }),
});

/**
 * The teach screen's view of a session: its lines in the reader's order as a grid, the terms each
 * line states, what the reader already knows about header words, and the seller's template in use.
 */
export async function getLayoutGrid(
  db: Executor,
  sessionId: string,
): Promise<{ ok: true; value: LayoutGridResponse } | Extract<SessionLines, { ok: false }>> {
  const read = await readSessionLines(db, sessionId);
  if (!read.ok) return read;
  const active = await findActiveLayoutTemplate(db, read.session.sellerId);
  const vocabulary = active ? templateVocabulary(active.template) : builtInVocabulary;
  const lines = linesInReadingOrder(read.lines, vocabulary);

  const statedTerms: Record<string, StatedTermsJson> = {};
  const suggestions: Record<string, HeaderSuggestion> = {};
  lines.forEach((line, index) => {
    const terms = readStatedTerms(line.text);
    if (terms) {
      statedTerms[String(index)] = {
        ...(terms.period === undefined ? {} : { period_months: terms.period }),
        ...(terms.mileage === undefined ? {} : { mileage_per_year: terms.mileage }),
        ...(terms.firstPayment === undefined ? {} : { first_payment: terms.firstPayment }),
      };
    }
    if (line.segments.length < 2) return;
    for (const segment of line.segments) {
      if (segment.text.length > MAX_SUGGESTED_HEADER) continue;
      const meaning = columnMeaning(segment.text);
      if (meaning) suggestions[normaliseHeader(segment.text)] = suggestionOfMeaning(meaning);
    }
  });
  for (const column of active?.template.columns ?? []) {
    suggestions[normaliseHeader(column.header)] = suggestionOfColumn(column);
  }

  return {
    ok: true,
    value: {
      session_id: read.session.id,
      seller_id: read.session.sellerId,
      seller_name: read.session.sellerName,
      source_label: read.session.sourceLabel,
      pages: layoutGrid(lines),
      stated_terms: statedTerms,
      suggestions,
      active_template: active,
    },
  };
}
