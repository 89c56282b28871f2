import { ExtractionError, type PriceListSource } from '../extractors/extractor';

/** The largest price-list PDF we accept, by upload or URL. */
export const MAX_PDF_BYTES = 25 * 1024 * 1024;

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes start like a PDF file. The name and the declared type are never trusted. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return pdfMagic.every((byte, index) => bytes[index] === byte);
}

export function tooLargeMessage(maxBytes: number): string {
  const limit =
    maxBytes >= 1024 * 1024
      ? `${Math.floor(maxBytes / (1024 * 1024))} MB`
      : `${Math.floor(maxBytes / 1024)} kB`;
  return `Filen er for stor (højst ${limit}).`;
}

/** Checks an uploaded file and turns it into a PDF source, or fails with the reason in Danish. */
export function pdfSourceFromUpload(
  bytes: Uint8Array,
  fileName: string,
  maxBytes: number = MAX_PDF_BYTES,
): Extract<PriceListSource, { kind: 'pdf' }> {
  if (bytes.byteLength === 0) throw new ExtractionError('invalid_source', 'Filen er tom.');
  if (bytes.byteLength > maxBytes) throw new ExtractionError('invalid_source', tooLargeMessage(maxBytes));
  if (!looksLikePdf(bytes)) throw new ExtractionError('invalid_source', 'Filen er ikke en PDF.');
  return { kind: 'pdf', bytes, fileName };
}
