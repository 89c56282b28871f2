import { pdfReader } from './pdf-reader-client';
import type { PdfPageText } from './positioned-text';

/**
 * The positioned text of every page, read in the PDF worker with its limits (ADR 049); throws
 * ExtractionError 'unreadable_pdf' with a Danish message when the bytes are not a readable PDF or the
 * PDF is larger than a price list can be.
 */
export function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  return pdfReader.read(bytes);
}
