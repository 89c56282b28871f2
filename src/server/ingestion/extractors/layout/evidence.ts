import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import type {
  EvidenceOrigin,
  EvidenceSource,
  OfferReasons,
} from '../../../../domain/ingestion/reading-evidence';
import type { TableColumn } from './header-blocks';
import type { ReaderLine } from './reading-order';
import type { StatedTerms } from './statement-lines';

/**
 * The reader's record of why: each offer it emits with the place that gave each of its numbers, and
 * the place that gave its car's make and model. Compacted onto the car by assembleCars.
 */
export type ReadOffer = { offer: ExtractedOffer; reasons: OfferReasons };
export type NameSources = { make?: EvidenceSource; model?: EvidenceSource };
export type TermSources = Partial<Record<keyof StatedTerms, EvidenceSource>>;

type Place = Pick<ReaderLine, 'page' | 'line' | 'text'>;

export function sourceAt(from: EvidenceOrigin, place: Place, text: string = place.text): EvidenceSource {
  return { from, page: place.page, line: place.line, text: text.trim().slice(0, 200) };
}

/** A value a column header carries ("15.000 km/år"), at the header's first line. */
export function columnSource(header: Place | undefined, column: TableColumn): EvidenceSource {
  const text = column.header ?? header?.text ?? '';
  return header ? sourceAt('column', header, text) : { from: 'column', text };
}

/** The terms a line states in prose, each with that line as its source. */
export function termSourcesOf(terms: StatedTerms, line: Place, from: EvidenceOrigin): TermSources {
  const sources: TermSources = {};
  for (const term of ['period', 'mileage', 'firstPayment'] as const) {
    if (terms[term] !== undefined) sources[term] = sourceAt(from, line);
  }
  return sources;
}
