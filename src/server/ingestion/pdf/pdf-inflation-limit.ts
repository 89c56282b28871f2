import { constants, inflateSync } from 'node:zlib';

/**
 * How far the streams pdf.js decodes for text (content streams, fonts, object streams) may inflate in
 * total. A text price list needs a few MB; a Flate bomb of 25 MB would inflate to ~25 GB and take the
 * process down. Images are skipped: text extraction never decodes them.
 */
export const MAX_INFLATED_PDF_BYTES = 200 * 1024 * 1024;

const STREAM_START = /stream\r?\n/g;
const IMAGE_DICTIONARY = /\/Subtype\s*\/Image/;
const DICTIONARY_LOOKBEHIND = 400;

/** False when the PDF's non-image Flate streams inflate to more than `limit` bytes together. */
export function pdfInflatesWithin(bytes: Uint8Array, limit: number = MAX_INFLATED_PDF_BYTES): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  let remaining = limit;
  for (const match of text.matchAll(STREAM_START)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    if (IMAGE_DICTIONARY.test(text.slice(Math.max(0, match.index - DICTIONARY_LOOKBEHIND), match.index)))
      continue;
    const inflated = inflatedLength(bytes.subarray(start, end), remaining);
    if (inflated === 'over') return false;
    remaining -= inflated;
  }
  return true;
}

/** Inflates as pdf.js would (a missing end is tolerated), stopping once past `limit`. */
function inflatedLength(stream: Uint8Array, limit: number): number | 'over' {
  try {
    return inflateSync(stream, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, limit) })
      .byteLength;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'over' : 0;
  }
}
