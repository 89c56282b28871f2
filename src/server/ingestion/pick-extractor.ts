import type { ExtractorName } from '../../domain/ingestion/extracted-price-list';
import type { AiConfig } from '../env';
import { createAiExtractor } from './extractors/ai/create-ai-extractor';
import { createAutoExtractor } from './extractors/auto-extract';
import { createCsvExtractor } from './extractors/csv/csv-extractor';
import type { Extractor, PriceListSource } from './extractors/extractor';
import { createTableExtractor } from './extractors/table/table-extractor';
import { createToyotaExtractor } from './extractors/toyota/toyota-extractor';
import { readPdfPlainText } from './pdf/read-pdf-plain-text';

/** The extractor a session asked for; `auto` reads CSV with the CSV extractor, else picks by layout. */
export function pickExtractor(
  requested: ExtractorName,
  source: PriceListSource,
  aiConfig: AiConfig | null,
): Pick<Extractor, 'extract'> {
  const ai = () => createAiExtractor({ config: aiConfig, readPdfText: readPdfPlainText });
  switch (requested) {
    case 'table':
      return createTableExtractor();
    case 'toyota':
      return createToyotaExtractor();
    case 'csv':
      return createCsvExtractor();
    case 'ai':
      return ai();
    case 'auto':
      if (source.kind === 'csv') return createCsvExtractor();
      return createAutoExtractor(aiConfig ? { ai: ai() } : {});
  }
}
