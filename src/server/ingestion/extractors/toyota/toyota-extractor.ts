import type { TextLine } from '../../pdf/text-line';
import {
  type ExtractionContext,
  ExtractionError,
  type ExtractionOutcome,
  type Extractor,
} from '../extractor';
import { readSourceLines } from '../read-source-lines';
import { validatedOutcome } from '../validate-extracted-cars';
import { detectToyotaLayout, parseToyotaPriceList } from './parse-toyota-price-list';

export const NOT_TOYOTA_MESSAGE =
  'Dokumentet ligner ikke Toyota Danmarks prisliste for privatleasing (modelafsnit med udstyrsvarianter og priser i kr/md).';

/** The Toyota extractor's work on lines already read (auto reads a document once). */
export function extractToyotaPriceList(
  lines: readonly TextLine[],
  context: ExtractionContext,
): ExtractionOutcome {
  if (!detectToyotaLayout(lines)) throw new ExtractionError('unsupported_layout', NOT_TOYOTA_MESSAGE);
  context.progress?.(50, 'Læser Toyota-varianter');
  const parsed = parseToyotaPriceList(lines);
  context.log?.(`Fandt ${parsed.variants.length} Toyota-varianter, ${parsed.duplicateIds.length} dubletter.`);
  context.progress?.(90, 'Kontrollerer resultatet');
  return validatedOutcome('toyota', parsed.result.cars, parsed.warnings);
}

/** The `toyota` extractor: Toyota Danmark's privatleasing price list (model sections, one price per trim). */
export function createToyotaExtractor(): Extractor {
  return {
    name: 'toyota',
    async extract(source, context) {
      context.progress?.(10, 'Læser dokumentet');
      return extractToyotaPriceList(await readSourceLines(source), context);
    },
  };
}
