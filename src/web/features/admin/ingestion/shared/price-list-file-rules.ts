/**
 * The browser's own check of a chosen price-list file, so an obvious mistake is named before any
 * upload. The server checks again by content (src/server/ingestion/sources/detect-pdf.ts); these
 * limits mirror its.
 */
export const PRICE_LIST_MAX_PDF_BYTES = 25 * 1024 * 1024;
/** All files of one start request together (the server's MAX_START_BODY_BYTES). */
export const PRICE_LIST_MAX_REQUEST_BYTES = 60 * 1024 * 1024;
/** The API's text field holds at most 2,000,000 characters (startExtractionFieldsSchema). */
export const PRICE_LIST_MAX_CSV_BYTES = 2_000_000;
/** How many bytes of a file the checks need to see. */
export const FILE_HEAD_BYTES = 8;

export const PDF_ACCEPT = 'application/pdf,.pdf';
export const CSV_ACCEPT = 'text/csv,text/plain,.csv,.txt,.tsv';

type ChosenFile = { name: string; size: number };

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

/** Why a chosen file cannot be a PDF price list (in Danish), or null when it may be one. */
export function pdfFileProblem(file: ChosenFile, head: Uint8Array): string | null {
  if (file.size === 0) return `${file.name} er tom.`;
  if (file.size > PRICE_LIST_MAX_PDF_BYTES) {
    return `${file.name} er for stor (højst ${megabytes(PRICE_LIST_MAX_PDF_BYTES)}).`;
  }
  if (!PDF_MAGIC.every((byte, index) => head[index] === byte)) return `${file.name} er ikke en PDF-fil.`;
  return null;
}

/** Why a chosen file cannot be a CSV price list (in Danish), or null when it may be one. */
export function csvFileProblem(file: ChosenFile, head: Uint8Array): string | null {
  if (file.size === 0) return `${file.name} er tom.`;
  if (file.size > PRICE_LIST_MAX_CSV_BYTES) return `${file.name} er for stor (højst 2 MB).`;
  if (head.includes(0) || PDF_MAGIC.every((byte, index) => head[index] === byte)) {
    return `${file.name} er ikke en tekst- eller CSV-fil.`;
  }
  return null;
}

/** The first bytes of a file, for the checks above. */
export async function readFileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
}
