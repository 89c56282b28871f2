import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Hostile files generated in code (never committed as binaries). */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of a few hundred bytes whose header declares width × height pixels (a decompression bomb as far
 * as a decoder that trusts the header is concerned): 8-bit greyscale, a tiny IDAT, IEND.
 */
export function pngDeclaring(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real image, cut after `fraction` of its bytes (a broken upload). */
export async function truncatedImage(format: 'png' | 'jpeg', fraction = 0.4): Promise<Uint8Array> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03' } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return bytes.subarray(0, Math.floor(bytes.length * fraction));
}

/** `size` bytes starting with the PNG signature: over a size limit, and not a real image either. */
export function oversizedPng(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

const text = (value: string) => new TextEncoder().encode(value);

/** A minimal one-page PDF around the given catalog extra and page content stream (xref left for repair). */
function pdfAround(catalogExtra: string, contentStream: { dictionary: string; bytes: Uint8Array }) {
  return Buffer.concat([
    text('%PDF-1.4\n'),
    text(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>\nendobj\n`),
    text('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n'),
    text('3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n'),
    text(`4 0 obj\n<< ${contentStream.dictionary} /Length ${contentStream.bytes.length} >>\nstream\n`),
    contentStream.bytes,
    text('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  ]);
}

/** A PDF whose catalog holds arrays and dictionaries nested `depth` levels deep. */
export function deeplyNestedPdf(depth: number): Uint8Array {
  const nested = `/Deep ${'['.repeat(depth)}${']'.repeat(depth)} /Deeper ${'<< /A '.repeat(depth)}1${' >>'.repeat(depth)}`;
  return pdfAround(nested, { dictionary: '', bytes: text('BT /F1 12 Tf 72 712 Td (Hej) Tj ET') });
}

/** A PDF whose page content is a Flate stream of a few hundred kB that inflates to `inflatedBytes`. */
export function flateBombPdf(inflatedBytes: number): Uint8Array {
  return pdfAround('', {
    dictionary: '/Filter /FlateDecode',
    bytes: deflateSync(Buffer.alloc(inflatedBytes, 0x20)),
  });
}

/** The first bytes of a PDF and nothing more. */
export const truncatedPdf = text('%PDF-1.7\n1 0 obj\n<< /Type /Cat');
