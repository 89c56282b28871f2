import { ExtractionError, type Extractor } from '../extractor';
import { readLayout } from '../layout/read-layout';
import { readSourceLines } from '../read-source-lines';
import { validatedOutcome } from '../validate-extracted-cars';
import { detectToyotaLayout, toyotaPriceList } from './parse-toyota-price-list';

export const NOT_TOYOTA_MESSAGE =
  'Dokumentet ligner ikke Toyota Danmarks prisliste for privatleasing: der blev ikke fundet Toyota-modeller med priser.';

/** The `toyota` extractor: the layout reader, keeping only Toyota's cars (Toyota Danmark's own list). */
export function createToyotaExtractor(): Extractor {
  return {
    name: 'toyota',
    async extract(source, context) {
      context.progress?.(10, 'Læser dokumentet');
      const lines = await readSourceLines(source);
      context.progress?.(50, 'Læser Toyota-varianter');
      const reading = readLayout(lines, context.hints, undefined, context.catalogue);
      if (!detectToyotaLayout(reading)) throw new ExtractionError('unsupported_layout', NOT_TOYOTA_MESSAGE);
      const parsed = toyotaPriceList(reading);
      context.log?.(
        `Fandt ${parsed.variants.length} Toyota-varianter, ${parsed.duplicateIds.length} dubletter.`,
      );
      context.progress?.(90, 'Kontrollerer resultatet');
      return validatedOutcome('toyota', parsed.result.cars, parsed.warnings);
    },
  };
}
