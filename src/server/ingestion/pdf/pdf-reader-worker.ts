import { parentPort } from 'node:worker_threads';
import { getResolvedPDFJS } from 'unpdf';
import { ExtractionError } from '../extractors/extractor';
import type { PdfReaderRequest, PdfReaderResponse } from './pdf-reader-protocol';
import { PdfLimitError, readPdfDocument } from './read-pdf-document';

/** The PDF worker's thread: reads one document per message and answers with its id (ADR 049). */
const port = parentPort;
if (!port) throw new Error('pdf-reader-worker.ts runs only as a worker thread');

port.on('message', async ({ id, bytes, limits }: PdfReaderRequest) => {
  try {
    const pages = await readPdfDocument(bytes, limits);
    port.postMessage({ id, ok: true, pages } satisfies PdfReaderResponse);
  } catch (error) {
    const answer: PdfReaderResponse =
      error instanceof ExtractionError
        ? {
            id,
            ok: false,
            code: error.code,
            message: error.danishMessage,
            restart: error instanceof PdfLimitError,
          }
        : { id, ok: false, code: 'unreadable_pdf', message: 'PDF-filen kunne ikke læses.', restart: true };
    port.postMessage(answer);
  }
});

// Ready once pdf.js is loaded: a document's time limit starts when its reading does.
await getResolvedPDFJS();
port.postMessage({ ready: true } satisfies PdfReaderResponse);
