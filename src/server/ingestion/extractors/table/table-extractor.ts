import type { TextLine } from '../../pdf/text-line';
import {
  type ExtractionContext,
  ExtractionError,
  type ExtractionOutcome,
  type Extractor,
} from '../extractor';
import { readSourceLines } from '../read-source-lines';
import { validatedOutcome } from '../validate-extracted-cars';
import { readPriceTables } from './read-price-tables';

export const NO_PRICE_TABLE_MESSAGE =
  'Der blev ikke fundet en pristabel. Tabellen skal have overskrifter som Model, Variant, Km/år, Løbetid og Ydelse pr. md.';

/** The table extractor's work on lines already read (auto reads a document once). */
export function extractPriceTables(
  lines: readonly TextLine[],
  context: ExtractionContext,
): ExtractionOutcome {
  context.progress?.(50, 'Genopbygger pristabeller');
  const tables = readPriceTables(lines, context.hints);
  if (!tables) throw new ExtractionError('unsupported_layout', NO_PRICE_TABLE_MESSAGE);
  context.progress?.(90, 'Kontrollerer resultatet');
  return validatedOutcome('table', tables.cars, tables.warnings);
}

/** The deterministic `table` extractor: Danish price tables in a PDF's text layer or in pasted text. */
export function createTableExtractor(): Extractor {
  return {
    name: 'table',
    async extract(source, context) {
      context.progress?.(10, 'Læser dokumentet');
      const lines = await readSourceLines(source);
      context.log?.(`Læste ${lines.length} linjer på ${lines.at(-1)?.page ?? 0} side(r).`);
      return extractPriceTables(lines, context);
    },
  };
}
