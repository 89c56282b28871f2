import type { PdfValue } from './pdf-object-syntax';
import { PDF_READING_LIMITS } from './pdf-reading-limits';
import { decoderFor, IMAGE_CODECS, looksLikeZlib } from './pdf-stream-decoders';
import { locateStreams, type StreamFilter, type StreamReading } from './pdf-stream-locator';

/**
 * 'over' when the PDF's streams decode to more than the limit together, counted after every filter;
 * 'unchecked' when a stream's chain cannot be counted (a predictor or image codec in front of another
 * filter, a filter named by a reference that is not in the file). Images are counted like any stream:
 * a dictionary's word is no exemption (issue 26).
 */
export type InflationVerdict = 'within' | 'over' | 'unchecked';

type Budget = { remaining: number };

const FLATE = new Set(['Fl', 'FlateDecode']);
// A zlib stream inside zlib data is inflated even when no dictionary names it, this many times over.
const UNNAMED_FLATE_LAYERS = 8;

export async function pdfInflationVerdict(
  bytes: Uint8Array,
  limit: number = PDF_READING_LIMITS.decodedBytes,
): Promise<InflationVerdict> {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const budget: Budget = { remaining: limit };
  for (const stream of locateStreams(text)) {
    if (stream.unchecked) return 'unchecked';
    const readings = [...stream.readings];
    const first = readings[0];
    // Zlib data is inflated even when no dictionary read here names Flate first.
    if (first && !readings.some((reading) => FLATE.has(reading.filters[0]?.name ?? ''))) {
      if (looksLikeZlib(bytes.subarray(first.dataStart, first.dataStart + 2)) && first.filters.length > 0)
        readings.push({ ...first, filters: [] });
    }
    for (const reading of readings) {
      const verdict = await countReading(bytes, reading, budget);
      if (verdict !== 'within') return verdict;
    }
  }
  return 'within';
}

async function countReading(
  bytes: Uint8Array,
  reading: StreamReading,
  budget: Budget,
): Promise<InflationVerdict> {
  let data = bytes.subarray(reading.dataStart, reading.dataEnd);
  for (const [index, filter] of reading.filters.entries()) {
    const last = index === reading.filters.length - 1;
    if (IMAGE_CODECS.has(filter.name)) return last ? 'within' : 'unchecked';
    const decode = decoderFor(filter.name, numberIn(filter.params, 'EarlyChange') ?? 1);
    if (!decode) continue; // pdf.js passes a filter it does not know through unchanged
    const predictor = numberIn(filter.params, 'Predictor') ?? 1;
    if (predictor > 1 && !last) return 'unchecked';
    if (predictor > 1 && predictorRowBytes(filter) > budget.remaining) return 'over';
    const decoded = await decode(data, budget.remaining);
    if (decoded === 'over') return 'over';
    budget.remaining -= decoded.byteLength;
    data = decoded;
  }
  for (let layer = 0; layer < UNNAMED_FLATE_LAYERS && looksLikeZlib(data); layer++) {
    const inflated = await (decoderFor('FlateDecode', 1) as NonNullable<ReturnType<typeof decoderFor>>)(
      data,
      budget.remaining,
    );
    if (inflated === 'over') return 'over';
    budget.remaining -= inflated.byteLength;
    data = inflated;
  }
  return 'within';
}

function numberIn(params: PdfValue | null, key: string): number | null {
  const value = params?.kind === 'dict' ? params.entries.get(key) : undefined;
  return value?.kind === 'number' ? value.value : null;
}

/** pdf.js's predictor sets aside a whole row at once, however little data there is. */
function predictorRowBytes(filter: StreamFilter): number {
  const columns = numberIn(filter.params, 'Columns') ?? 1;
  const colors = numberIn(filter.params, 'Colors') ?? 1;
  const bits = numberIn(filter.params, 'BitsPerComponent') ?? 8;
  return Math.ceil((columns * colors * bits) / 8);
}
