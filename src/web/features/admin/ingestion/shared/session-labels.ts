import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import type { ExtractionSessionSummary } from '../../../../../domain/ingestion/ingestion-api';
import { extractorLabels } from '../../../../../domain/ingestion/ingestion-api';

/** 'Automatisk → Tabel' once auto has picked; the one label when the requested extractor ran. */
export function extractorText(
  session: Pick<ExtractionSessionSummary, 'requested_extractor' | 'extractor'>,
): string {
  const requested = extractorLabels[session.requested_extractor];
  if (!session.extractor || session.extractor === session.requested_extractor) return requested;
  return `${requested} → ${extractorLabels[session.extractor]}`;
}

/** '4 biler · 12 tilbud', or '–' before the run has a result. */
export function foundText(session: Pick<ExtractionSessionSummary, 'cars_found' | 'offers_found'>): string {
  if (session.cars_found === null) return '–';
  const cars = countNoun(session.cars_found, NOUN.car);
  if (session.offers_found === null) return cars;
  const offers = countNoun(session.offers_found, NOUN.offer);
  return `${cars} · ${offers}`;
}
