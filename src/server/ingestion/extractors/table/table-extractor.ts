import { ExtractionError, type Extractor } from '../extractor';
import { layoutOutcome } from '../layout/extract-layout';
import { readSourceLines } from '../read-source-lines';
import { readWithSellerTemplate } from '../read-with-seller-template';

export const NO_PRICE_TABLE_MESSAGE =
  'Der blev ikke fundet en pristabel. Tabellen skal have overskrifter som Model, Variant, Km/år, Løbetid og Ydelse pr. md.';

/**
 * The deterministic `table` extractor: the layout reader on a PDF's text layer or pasted text, for
 * every family of Danish price list it knows (rows per offer, matrices, variant blocks, model
 * sections, side-by-side blocks).
 */
export function createTableExtractor(): Extractor {
  return {
    name: 'table',
    async extract(source, context) {
      context.progress?.(10, 'Læser dokumentet');
      const lines = await readSourceLines(source);
      context.progress?.(50, 'Genopbygger pristabeller');
      const reading = readWithSellerTemplate(lines, context);
      if (!reading.foundTable) throw new ExtractionError('unsupported_layout', NO_PRICE_TABLE_MESSAGE);
      return layoutOutcome('table', reading, lines, context);
    },
  };
}
