import { linesFromPlainText } from '../pdf/plain-text-lines';
import { readPdfLines } from '../pdf/read-pdf-lines';
import type { TextLine } from '../pdf/text-line';
import { ExtractionError, type PriceListSource } from './extractor';

/** A PDF's or pasted text's lines of cells, for the deterministic extractors. CSV is not a layout they read. */
export async function readSourceLines(source: PriceListSource): Promise<TextLine[]> {
  if (source.kind === 'pdf') return readPdfLines(source.bytes);
  if (source.kind === 'text') {
    const lines = linesFromPlainText(source.text);
    if (lines.length === 0) throw new ExtractionError('empty_document', 'Den indsatte tekst er tom.');
    return lines;
  }
  throw new ExtractionError(
    'unsupported_layout',
    'CSV-filer læses ikke af tabel- eller Toyota-udtrækket. Vælg CSV-udtrækket.',
  );
}
