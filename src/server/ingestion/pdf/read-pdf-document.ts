import { getDocumentProxy } from 'unpdf';
import { ExtractionError } from '../extractors/extractor';
import { pdfInflationVerdict } from './pdf-inflation-limit';
import { type PdfReadingLimits, pdfLimitMessage } from './pdf-reading-limits';
import type { PdfPageText, PositionedText } from './positioned-text';

const PDF_ERRORS_QUIET = 0;
// pdf.js reads a few pages faster together than one by one; all at once grows worse than linearly.
const PAGES_AT_ONCE = 8;

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
type StreamedItem = { str?: string; transform?: number[]; width?: number };

/** A limit passed while pdf.js was reading: the worker is replaced rather than trusted to clean up. */
export class PdfLimitError extends ExtractionError {
  constructor(message: string) {
    super('unreadable_pdf', message);
  }
}

const refuse = (message: string) => new PdfLimitError(message);

/**
 * The positioned text of every page, read with pdf.js inside the PDF worker (ADR 049): streams counted
 * before pdf.js decodes them, then pages, text items and time counted while it reads. Throws
 * ExtractionError 'unreadable_pdf' with the limit's Danish message, or when the bytes are not a PDF.
 */
export async function readPdfDocument(bytes: Uint8Array, limits: PdfReadingLimits): Promise<PdfPageText[]> {
  const deadline = Date.now() + limits.timeoutMs;
  const verdict = await pdfInflationVerdict(bytes, limits.decodedBytes);
  if (verdict === 'over') throw new ExtractionError('unreadable_pdf', pdfLimitMessage.decodedBytes(limits));
  if (verdict === 'unchecked') throw new ExtractionError('unreadable_pdf', pdfLimitMessage.unchecked());

  let document: PdfDocument;
  try {
    // pdf.js wants a plain Uint8Array (not a Buffer) and may detach it: it gets its own copy.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: PDF_ERRORS_QUIET });
  } catch (error) {
    throw new ExtractionError(
      'unreadable_pdf',
      'PDF-filen kunne ikke læses. Den er måske beskadiget eller beskyttet med adgangskode.',
      { cause: error },
    );
  }
  try {
    if (document.numPages > limits.pages) throw refuse(pdfLimitMessage.pages(limits));
    const counted = { items: 0 };
    const pages: PdfPageText[] = [];
    for (let first = 1; first <= document.numPages; first += PAGES_AT_ONCE) {
      const numbers = Array.from(
        { length: Math.min(PAGES_AT_ONCE, document.numPages - first + 1) },
        (_, i) => first + i,
      );
      pages.push(
        ...(await Promise.all(numbers.map((n) => readPage(document, n, { limits, deadline, counted })))),
      );
    }
    await document.destroy();
    return pages;
  } catch (error) {
    // pdf.js cannot cancel a page's text midway (its cancel fails an assertion), so a reading stopped
    // at a limit is left as it is and the worker is replaced (PdfLimitError).
    if (error instanceof PdfLimitError) throw error;
    await document.destroy();
    throw new ExtractionError('unreadable_pdf', 'PDF-filens tekst kunne ikke læses.', { cause: error });
  }
}

type Reading = { limits: PdfReadingLimits; deadline: number; counted: { items: number } };

/** One page's text, streamed so that a page of millions of items stops at the limit, not after. */
async function readPage(document: PdfDocument, pageNumber: number, reading: Reading): Promise<PdfPageText> {
  const { limits, deadline, counted } = reading;
  if (Date.now() > deadline) throw refuse(pdfLimitMessage.time(limits));
  const page = await document.getPage(pageNumber);
  const pageHeight = page.view[3] ?? 0;
  const items: PositionedText[] = [];
  const stream = page.streamTextContent().getReader();
  try {
    for (;;) {
      const chunk = await stream.read();
      if (chunk.done) break;
      const streamed = (chunk.value as { items: StreamedItem[] }).items;
      counted.items += streamed.length;
      if (counted.items > limits.textItems) throw refuse(pdfLimitMessage.textItems(limits));
      if (Date.now() > deadline) throw refuse(pdfLimitMessage.time(limits));
      for (const item of streamed) {
        if (item.str === undefined || item.str.trim().length === 0) continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform ?? [];
        items.push({
          text: item.str,
          x,
          top: pageHeight - y,
          width: item.width ?? 0,
          fontSize: Math.hypot(c, d),
        });
      }
    }
  } finally {
    stream.releaseLock();
  }
  page.cleanup();
  return { pageNumber, items };
}
