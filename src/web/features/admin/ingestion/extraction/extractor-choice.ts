import type { ExtractorName } from '../../../../../domain/ingestion/extracted-price-list';
import type { ExtractionSourceKind } from '../../../../../domain/ingestion/ingestion-api';

/** One line per extractor under the select, so the admin knows what each does. */
export const EXTRACTOR_HINTS: Record<ExtractorName, string> = {
  auto: 'Vælger selv: Toyotas prisliste, ellers en pristabel med danske overskrifter, ellers AI (hvis AI er sat op).',
  table:
    'Læser pristabeller med danske overskrifter som Model, Variant, HK, Km/år, Løbetid og Ydelse pr. md.',
  toyota:
    'Til Toyota Danmarks privatleasing-prisliste: modeller, udstyrsvarianter og én månedlig ydelse pr. variant.',
  ai: 'En AI-model læser prislisten – til layouts, de andre ikke kender. Forbruget af tokens og prisen gemmes.',
  csv: 'Én række pr. tilbud med kolonner som Mærke, Model, Variant, HK, Km/år, Løbetid, Udbetaling og Ydelse.',
};

/** The order of the select. */
export const EXTRACTOR_ORDER: readonly ExtractorName[] = ['auto', 'table', 'toyota', 'ai', 'csv'];

/** CSV is read only by the CSV extractor, and the CSV extractor reads nothing else. */
export function extractorFits(extractor: ExtractorName, source: ExtractionSourceKind): boolean {
  return source === 'csv' ? extractor === 'csv' : extractor !== 'csv';
}

/** The extractor to use after switching source: kept when it fits, else the source's default. */
export function extractorForSource(current: ExtractorName, source: ExtractionSourceKind): ExtractorName {
  if (extractorFits(current, source)) return current;
  return source === 'csv' ? 'csv' : 'auto';
}
