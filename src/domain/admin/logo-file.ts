/**
 * Seller logos: which files are accepted and how they are recognised. The type is read from the
 * bytes (magic numbers), never from the file name or the browser's claim.
 */
export const MAX_LOGO_BYTES = 900 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp,image/svg+xml';

export type LogoType = 'png' | 'jpeg' | 'webp' | 'svg';

export const LOGO_MESSAGES = {
  missing: 'Vælg en billedfil',
  tooLarge: 'Logoet må højst fylde 900 kB',
  wrongType: 'Logoet skal være PNG, JPG, WebP eller SVG',
  unreadable: 'Billedet kunne ikke læses',
} as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the bytes really are, or null for anything else (including an SVG with a PNG name). */
export function detectLogoType(bytes: Uint8Array): LogoType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return looksLikeSvg(bytes) ? 'svg' : null;
}

/** Text whose first element is <svg> (after an optional BOM, XML declaration, comments and doctype). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  if (head.includes('\u0000')) return false;
  const prolog = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i;
  return prolog.test(head);
}
