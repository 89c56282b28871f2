import { readPdfLines } from './read-pdf-lines';

/**
 * A PDF's text for a language model: one line per visual line, cells separated by tabs, pages
 * separated by form feeds ("\f"), the form the `ai` extractor's `readPdfText` expects.
 */
export async function readPdfPlainText(bytes: Uint8Array): Promise<string> {
  const lines = await readPdfLines(bytes);
  const pageCount = Math.max(...lines.map((line) => line.page));
  return Array.from({ length: pageCount }, (_, index) =>
    lines
      .filter((line) => line.page === index + 1)
      .map((line) => line.cells.map((cell) => cell.text).join('\t'))
      .join('\n'),
  ).join('\f');
}
