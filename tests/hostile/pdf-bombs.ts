import { brotliCompressSync, constants, deflateSync } from 'node:zlib';

/** PDF bombs generated in code (issue 26, finding 1): small files that cost a reader a lot. */

const text = (value: string) => Buffer.from(value, 'latin1');

type PdfObject = { dictionary: string; stream?: Uint8Array; streamEol?: string };

/** A PDF of the given objects (numbered from 1; object 1 is the catalog), xref left for the reader to rebuild. */
function pdfOf(objects: PdfObject[]): Uint8Array {
  const parts = [text('%PDF-1.7\n')];
  objects.forEach((object, index) => {
    parts.push(text(`${index + 1} 0 obj\n${object.dictionary}\n`));
    if (object.stream) {
      parts.push(text(`stream${object.streamEol ?? '\n'}`), Buffer.from(object.stream), text('\nendstream'));
    }
    parts.push(text('\nendobj\n'));
  });
  parts.push(text('trailer\n<< /Root 1 0 R >>\n%%EOF\n'));
  return Buffer.concat(parts);
}

const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** Pages that all draw the content stream of object `contentsObject`, with the font as object 3. */
function pagesPdf(pageCount: number, content: PdfObject): Uint8Array {
  const firstPage = 5;
  const kids = Array.from({ length: pageCount }, (_, index) => `${firstPage + index} 0 R`).join(' ');
  const page = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
  return pdfOf([
    { dictionary: '<< /Type /Catalog /Pages 2 0 R >>' },
    { dictionary: `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>` },
    { dictionary: FONT },
    content,
    ...Array.from({ length: pageCount }, () => ({ dictionary: page })),
  ]);
}

// Compressing hundreds of MB takes a second: each bomb's stream is made once per test file.
const compressed = new Map<string, Uint8Array>();

/** A page content of `inflatedBytes` spaces, compressed `layers` times with Flate. */
function flateLayers(inflatedBytes: number, layers: number): Uint8Array {
  const key = `${inflatedBytes}:${layers}`;
  const known = compressed.get(key);
  if (known) return known;
  const bytes =
    layers === 0 ? Buffer.alloc(inflatedBytes, 0x20) : deflateSync(flateLayers(inflatedBytes, layers - 1));
  if (layers > 0) compressed.set(key, bytes);
  return bytes;
}

/** `/Filter [/FlateDecode /FlateDecode]`: each layer alone is small; the second inflates to `inflatedBytes`. */
export function doubleFlateBombPdf(inflatedBytes: number): Uint8Array {
  return pagesPdf(1, {
    dictionary: `<< /Filter [/FlateDecode /FlateDecode] >>`,
    stream: flateLayers(inflatedBytes, 2),
  });
}

/** A Flate bomb whose stream keyword ends in a lone carriage return (`stream\r`), which readers accept. */
export function carriageReturnBombPdf(inflatedBytes: number): Uint8Array {
  return pagesPdf(1, {
    dictionary: '<< /Filter /FlateDecode >>',
    stream: flateLayers(inflatedBytes, 1),
    streamEol: '\r',
  });
}

/** A Flate bomb used as page content whose dictionary says `/Subtype /Image` in a nested dictionary. */
export function imageClaimBombPdf(inflatedBytes: number): Uint8Array {
  return pagesPdf(1, {
    dictionary: '<< /Filter /FlateDecode /Note << /Subtype /Image >> >>',
    stream: flateLayers(inflatedBytes, 1),
  });
}

/** A content stream compressed with Brotli (pdf.js reads `/BrotliDecode`) inflating to `inflatedBytes`. */
export function brotliBombPdf(inflatedBytes: number): Uint8Array {
  const stream = brotliCompressSync(Buffer.alloc(inflatedBytes, 0x20), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
  });
  return pagesPdf(1, { dictionary: '<< /Filter /BrotliDecode >>', stream });
}

/** `pageCount` pages sharing one content stream of `itemsPerPage` short text items. */
export function sharedContentPagesPdf(pageCount: number, itemsPerPage: number): Uint8Array {
  const operators = Array.from(
    { length: itemsPerPage },
    // pdf.js drops text outside the page: past 10 000 items the grid starts again over itself.
    (_, index) =>
      `1 0 0 1 ${40 + (index % 10) * 50} ${800 - (Math.floor(index / 10) % 1000) * 0.75} Tm (${index % 97}) Tj`,
  );
  const content = `BT /F1 8 Tf ${operators.join(' ')} ET`;
  return pagesPdf(pageCount, {
    dictionary: '<< /Filter /FlateDecode >>',
    stream: deflateSync(text(content)),
  });
}
