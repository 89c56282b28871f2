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

/** The server's rule: a PDF is never read as CSV, and a CSV file never by the table or Toyota readers. */
export function extractorFits(extractor: ExtractorName, source: ExtractionSourceKind): boolean {
  if (source === 'csv') return extractor === 'csv' || extractor === 'ai' || extractor === 'auto';
  if (source === 'pdf_upload' || source === 'pdf_url') return extractor !== 'csv';
  return true;
}

/** The extractor after switching source: CSV for a CSV source, else kept when it fits, else Automatisk. */
export function extractorForSource(current: ExtractorName, source: ExtractionSourceKind): ExtractorName {
  if (source === 'csv') return 'csv';
  return extractorFits(current, source) ? current : 'auto';
}
