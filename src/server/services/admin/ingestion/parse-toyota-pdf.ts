import { loadCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Executor } from '../../../../db/client';
import type { ToyotaParseResponse } from '../../../../domain/ingestion/ingestion-api';
import { ExtractionError } from '../../../ingestion/extractors/extractor';
import { readLayout } from '../../../ingestion/extractors/layout/read-layout';
import {
  detectToyotaLayout,
  toyotaPriceList,
} from '../../../ingestion/extractors/toyota/parse-toyota-price-list';
import { NOT_TOYOTA_MESSAGE } from '../../../ingestion/extractors/toyota/toyota-extractor';
import { loadMakeHints } from '../../../ingestion/load-make-hints';
import { groupIntoLines } from '../../../ingestion/pdf/group-lines';
import { readPdfText } from '../../../ingestion/pdf/read-pdf-text';
import { pdfSourceFromUpload } from '../../../ingestion/sources/detect-pdf';
import { toyotaParseResponse } from './toyota-variants-json';

/**
 * POST /api/admin/toyota-pdf/parse: the uploaded file checked by content and read as Toyota Danmark's
 * price list. Throws ExtractionError (Danish) when it is not a PDF, unreadable, or not that layout.
 */
export async function parseToyotaPdf(
  db: Executor,
  bytes: Uint8Array,
  fileName: string,
): Promise<ToyotaParseResponse> {
  const source = pdfSourceFromUpload(bytes, fileName);
  const pages = await readPdfText(source.bytes);
  const lines = groupIntoLines(pages);
  if (lines.length === 0) {
    throw new ExtractionError('empty_document', 'PDF-filen indeholder ingen tekst, der kan læses.');
  }
  // The catalogue's spelling of Toyota's models ("bZ4X" for the list's "BZ4X").
  const reading = readLayout(lines, await loadMakeHints(db, 'Toyota'), undefined, await loadCatalogNames(db));
  if (!detectToyotaLayout(reading)) throw new ExtractionError('unsupported_layout', NOT_TOYOTA_MESSAGE);
  return toyotaParseResponse(source.fileName, pages.length, toyotaPriceList(reading));
}
