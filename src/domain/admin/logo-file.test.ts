import { describe, expect, it } from 'vitest';
import { detectLogoType } from './logo-file';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('detectLogoType', () => {
  it('recognises PNG, JPEG and WebP by their magic numbers', () => {
    expect(detectLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('png');
    expect(detectLogoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('jpeg');
    expect(detectLogoType(text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
  });

  it('recognises SVG text with or without a prolog', () => {
    expect(detectLogoType(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(
      detectLogoType(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN">\n<svg>',
        ),
      ),
    ).toBe('svg');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(detectLogoType(text('GIF89a'))).toBeNull();
    expect(detectLogoType(text('%PDF-1.7'))).toBeNull();
    expect(detectLogoType(text('<html><svg></svg></html>'))).toBeNull();
    expect(detectLogoType(text('RIFF\u0000\u0000\u0000\u0000WAVE'))).toBeNull();
    expect(detectLogoType(new Uint8Array())).toBeNull();
  });
});
