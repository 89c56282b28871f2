import type { ExtractionErrorCode } from '../extractors/extractor';
import type { PdfReadingLimits } from './pdf-reading-limits';
import type { PdfPageText } from './positioned-text';

/** One document for the PDF worker, and its answer: the pages' text, or the Danish refusal. */
export type PdfReaderRequest = { id: number; bytes: Uint8Array; limits: PdfReadingLimits };

export type PdfReaderResponse =
  | { ready: true }
  | { id: number; ok: true; pages: PdfPageText[] }
  /** `restart`: the worker stopped pdf.js midway and is to be replaced. */
  | { id: number; ok: false; code: ExtractionErrorCode; message: string; restart: boolean };
