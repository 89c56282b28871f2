import { extractTextItems, getDocumentProxy } from 'unpdf';
import { ExtractionError } from '../extractors/extractor';
import { pdfInflatesWithin } from './pdf-inflation-limit';
import type { PdfPageText } from './positioned-text';

const PDF_ERRORS_QUIET = 0;

/** The positioned text of every page; throws 'unreadable_pdf' when the bytes are not a readable PDF. */
export async function readPdfText(bytes: Uint8Array): Promise<PdfPageText[]> {
  if (!pdfInflatesWithin(bytes)) {
    throw new ExtractionError(
      'unreadable_pdf',
      'PDF-filen kunne ikke læses: dens indhold fylder over 200 MB udpakket. Den er måske beskadiget.',
    );
  }
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may transfer (detach) the buffer it is given, so it gets a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: PDF_ERRORS_QUIET });
  } catch (error) {
    throw new ExtractionError(
      'unreadable_pdf',
      'PDF-filen kunne ikke læses. Den er måske beskadiget eller beskyttet med adgangskode.',
      { cause: error },
    );
  }
  try {
    const { items } = await extractTextItems(document);
    const pages: PdfPageText[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber++) {
      const page = await document.getPage(pageNumber);
      const pageHeight = page.view[3] ?? 0;
      const pageItems = items[pageNumber - 1] ?? [];
      pages.push({
        pageNumber,
        items: pageItems
          .filter((item) => item.str.trim().length > 0)
          .map((item) => ({
            text: item.str,
            x: item.x,
            top: pageHeight - item.y,
            width: item.width,
            fontSize: item.fontSize,
          })),
      });
    }
    return pages;
  } catch (error) {
    throw new ExtractionError('unreadable_pdf', 'PDF-filens tekst kunne ikke læses.', { cause: error });
  } finally {
    await document.destroy();
  }
}
