import { ExtractionError } from '../extractors/extractor';
import { groupIntoLines } from './group-lines';
import { readPdfText } from './read-pdf-text';
import type { TextLine } from './text-line';

/** A PDF's text as lines of cells; 'empty_document' when it has no text layer (e.g. a scan). */
export async function readPdfLines(bytes: Uint8Array): Promise<TextLine[]> {
  const lines = groupIntoLines(await readPdfText(bytes));
  if (lines.length === 0) {
    throw new ExtractionError(
      'empty_document',
      'PDF-filen indeholder ingen tekst. Den er måske scannet som billeder; prøv en PDF med tekst eller indsæt teksten.',
    );
  }
  return lines;
}
