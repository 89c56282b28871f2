import { describe, expect, it } from 'vitest';
import { detectImageType, precheckImageFile } from './listing-image-rules';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('detectImageType', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe(
      'image/png',
    );
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(ascii('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever the file is called', () => {
    expect(detectImageType(ascii('%PDF-1.7'))).toBeNull();
    expect(detectImageType(ascii('GIF89a'))).toBeNull();
    expect(detectImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(ascii('RIFF\u0001\u0002\u0003\u0004WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe('precheckImageFile', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
  it('says what the server would refuse before uploading', () => {
    expect(precheckImageFile({ size: 0 }, new Uint8Array())).toBe('EMPTY_FILE');
    expect(precheckImageFile({ size: 10 * 1024 * 1024 + 1 }, png)).toBe('IMAGE_TOO_LARGE');
    expect(precheckImageFile({ size: 100 }, ascii('%PDF-1.7'))).toBe('UNSUPPORTED_IMAGE_TYPE');
    expect(precheckImageFile({ size: 10 * 1024 * 1024 }, png)).toBeNull();
  });
});
