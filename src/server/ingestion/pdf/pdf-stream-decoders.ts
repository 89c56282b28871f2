import { constants, createBrotliDecompress, createInflate } from 'node:zlib';

/**
 * The PDF filters that can make data larger, each decoding at most `cap` bytes: 'over' past it. Like
 * pdf.js they tolerate a missing end marker and keep what they decoded before an error.
 */
export type Decoded = Uint8Array | 'over';

/** Flate or Brotli through Node's zlib, chunk by chunk, so a bomb is stopped at the cap, not after. */
function zlibDecode(kind: 'flate' | 'brotli', input: Uint8Array, cap: number): Promise<Decoded> {
  const decoder =
    kind === 'flate' ? createInflate({ finishFlush: constants.Z_SYNC_FLUSH }) : createBrotliDecompress();
  const chunks: Buffer[] = [];
  let total = 0;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Decoded) => {
      if (settled) return;
      settled = true;
      decoder.destroy();
      resolve(result);
    };
    decoder.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > cap) finish('over');
      else chunks.push(chunk);
    });
    decoder.on('error', () => finish(Buffer.concat(chunks)));
    decoder.on('end', () => finish(Buffer.concat(chunks)));
    decoder.end(kind === 'flate' ? withStandardWindow(input) : input);
  });
}

/** pdf.js ignores the window size in a zlib header, which zlib refuses above 32 KB: the header is normalised. */
function withStandardWindow(input: Uint8Array): Uint8Array {
  if (!looksLikeZlib(input) || (input[0] as number) >> 4 <= 7) return input;
  return Buffer.concat([Uint8Array.of(0x78, 0x9c), input.subarray(2)]);
}

/** A growing output that refuses to pass `cap` bytes. */
function output(cap: number) {
  let bytes = new Uint8Array(Math.min(cap, 64 * 1024));
  let length = 0;
  return {
    push(byte: number): boolean {
      if (length >= cap) return false;
      if (length === bytes.length) {
        const grown = new Uint8Array(Math.min(cap, bytes.length * 2));
        grown.set(bytes);
        bytes = grown;
      }
      bytes[length++] = byte;
      return true;
    },
    done: (): Uint8Array => bytes.subarray(0, length),
  };
}

function runLength(input: Uint8Array, cap: number): Decoded {
  const out = output(cap);
  for (let position = 0; position < input.length; ) {
    const length = input[position++] as number;
    if (length === 128) break;
    const copies = length < 128 ? length + 1 : 257 - length;
    for (let index = 0; index < copies; index++) {
      const byte = length < 128 ? input[position + index] : input[position];
      if (byte === undefined) return out.done();
      if (!out.push(byte)) return 'over';
    }
    position += length < 128 ? copies : 1;
  }
  return out.done();
}

function asciiHex(input: Uint8Array, cap: number): Decoded {
  const out = output(cap);
  let high = -1;
  for (const code of input) {
    if (code === 0x3e /* > */) break;
    const digit = Number.parseInt(String.fromCharCode(code), 16);
    if (Number.isNaN(digit)) continue;
    if (high < 0) high = digit;
    else {
      if (!out.push(high * 16 + digit)) return 'over';
      high = -1;
    }
  }
  if (high >= 0 && !out.push(high * 16)) return 'over';
  return out.done();
}

function ascii85(input: Uint8Array, cap: number): Decoded {
  const out = output(cap);
  const group: number[] = [];
  const flush = (count: number) => {
    let value = 0;
    for (let index = 0; index < 5; index++) value = value * 85 + (group[index] ?? 84);
    for (let index = 0; index < count; index++)
      if (!out.push((value >>> (24 - 8 * index)) & 0xff)) return false;
    return true;
  };
  for (const code of input) {
    if (code === 0x7e /* ~ */) break;
    if (code === 0x7a /* z */ && group.length === 0) {
      for (let index = 0; index < 4; index++) if (!out.push(0)) return 'over';
    } else if (code >= 0x21 && code <= 0x75) {
      group.push(code - 0x21);
      if (group.length === 5) {
        if (!flush(4)) return 'over';
        group.length = 0;
      }
    }
  }
  if (group.length > 1 && !flush(group.length - 1)) return 'over';
  return out.done();
}

const withByte = (bytes: Uint8Array, byte: number) => {
  const longer = new Uint8Array(bytes.length + 1);
  longer.set(bytes);
  longer[bytes.length] = byte;
  return longer;
};

function lzw(input: Uint8Array, cap: number, earlyChange: number): Decoded {
  const out = output(cap);
  const table: Uint8Array[] = [];
  const reset = () => {
    table.length = 258;
    for (let code = 0; code < 256; code++) table[code] = Uint8Array.of(code);
  };
  reset();
  let previous = null as Uint8Array | null;
  let codeLength = 9;
  let bits = 0;
  let buffer = 0;
  for (const byte of input) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= codeLength) {
      bits -= codeLength;
      const code = (buffer >>> bits) & ((1 << codeLength) - 1);
      if (code === 257) return out.done();
      if (code === 256) {
        reset();
        previous = null;
        codeLength = 9;
        continue;
      }
      const entry = table[code] ?? (previous ? withByte(previous, previous[0] as number) : null);
      if (!entry) return out.done();
      for (const value of entry) if (!out.push(value)) return 'over';
      if (previous && table.length < 4096) table.push(withByte(previous, entry[0] as number));
      previous = entry;
      const next = table.length + earlyChange;
      codeLength = next >= 2048 ? 12 : next >= 1024 ? 11 : next >= 512 ? 10 : 9;
    }
  }
  return out.done();
}

/** The decoder for a filter name pdf.js decodes by itself (short names included); null for the others. */
export function decoderFor(
  name: string,
  earlyChange: number,
): ((input: Uint8Array, cap: number) => Decoded | Promise<Decoded>) | null {
  switch (name) {
    case 'Fl':
    case 'FlateDecode':
      return (input, cap) => zlibDecode('flate', input, cap);
    case 'BrotliDecode':
      return (input, cap) => zlibDecode('brotli', input, cap);
    case 'LZW':
    case 'LZWDecode':
      return (input, cap) => lzw(input, cap, earlyChange);
    case 'RL':
    case 'RunLengthDecode':
      return runLength;
    case 'AHx':
    case 'ASCIIHexDecode':
      return asciiHex;
    case 'A85':
    case 'ASCII85Decode':
      return ascii85;
    default:
      return null;
  }
}

/** Image codecs: text extraction never decodes them, and nothing may follow them in a chain. */
export const IMAGE_CODECS = new Set([
  'DCT',
  'DCTDecode',
  'JPXDecode',
  'CCF',
  'CCITTFaxDecode',
  'JBIG2Decode',
]);

/** The zlib header pdf.js's FlateStream accepts: deflate, check bits right, no preset dictionary. */
export function looksLikeZlib(bytes: Uint8Array): boolean {
  const [cmf, flg] = bytes;
  if (cmf === undefined || flg === undefined) return false;
  return (cmf & 0x0f) === 8 && ((cmf << 8) + flg) % 31 === 0 && (flg & 0x20) === 0;
}
