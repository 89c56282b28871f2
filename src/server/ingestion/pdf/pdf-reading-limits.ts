/**
 * What one PDF may cost to read (issue 26, ADR 049). A text price list needs a few MB decoded, a few
 * hundred pages at most and well under 100 000 text items; Toyota Danmark's list reads in about a second.
 */
export type PdfReadingLimits = {
  /** Bytes decoded from all streams together, counted after every filter. */
  decodedBytes: number;
  pages: number;
  textItems: number;
  /** Wall time for one document in the worker, from the moment its reading starts. */
  timeoutMs: number;
  /** The worker's JavaScript heap (worker_threads resourceLimits). */
  heapMb: number;
  /** Memory outside that heap (decoded buffers) the whole process may grow by while a PDF is read. */
  outsideHeapBytes: number;
};

const MB = 1024 * 1024;

export const PDF_READING_LIMITS: PdfReadingLimits = {
  decodedBytes: 200 * MB,
  pages: 500,
  textItems: 200_000,
  timeoutMs: 30_000,
  heapMb: 512,
  outsideHeapBytes: 1024 * MB,
};

const number = new Intl.NumberFormat('da-DK');
const tooLarge = (what: string) => `PDF'en er for stor til at blive læst: ${what}.`;

/** The Danish refusals, one per limit. */
export const pdfLimitMessage = {
  decodedBytes: (limits: PdfReadingLimits) =>
    tooLarge(`over ${number.format(limits.decodedBytes / MB)} MB udpakket`),
  pages: (limits: PdfReadingLimits) => tooLarge(`over ${number.format(limits.pages)} sider`),
  textItems: (limits: PdfReadingLimits) => tooLarge(`over ${number.format(limits.textItems)} tekststykker`),
  time: (limits: PdfReadingLimits) =>
    tooLarge(`den tog over ${number.format(limits.timeoutMs / 1000)} sekunder`),
  memory: (limits: PdfReadingLimits) =>
    tooLarge(`den kræver over ${number.format(limits.heapMb)} MB hukommelse`),
  outsideHeap: (limits: PdfReadingLimits) =>
    tooLarge(`den kræver over ${number.format(limits.outsideHeapBytes / MB)} MB hukommelse`),
  unchecked: () =>
    'PDF-filen kan ikke læses sikkert: en af dens strømme er pakket med filtre, hvis størrelse ikke kan kontrolleres.',
};

export type PdfLimitName = keyof typeof pdfLimitMessage;
