/** About 6–8k tokens of Danish text: small enough that the answer for one part fits the output limit. */
export const DEFAULT_CHUNK_CHARS = 24_000;

const pageMarker = /^\s*-{2,}\s*(?:side|page)\s+\d+\s*-{2,}\s*$/im;

/** Pages split on form feeds (how our PDF reader joins pages) or on "--- Side N ---" lines. */
function pagesOf(text: string): string[] {
  const byFormFeed = text.split('\f');
  const pages = byFormFeed.length > 1 ? byFormFeed : text.split(new RegExp(`(?=${pageMarker.source})`, 'im'));
  return pages.map((page) => page.trim()).filter(Boolean);
}

/** A page longer than a chunk is cut at line ends (a single over-long line is cut where it must). */
function splitLongPage(page: string, maxChars: number): string[] {
  const parts: string[] = [];
  let current = '';
  for (const line of page.split('\n')) {
    for (let start = 0; start < Math.max(line.length, 1); start += maxChars) {
      const piece = line.slice(start, start + maxChars);
      if (current && current.length + piece.length + 1 > maxChars) {
        parts.push(current);
        current = '';
      }
      current = current ? `${current}\n${piece}` : piece;
    }
  }
  if (current.trim()) parts.push(current);
  return parts;
}

/** Whole pages packed into parts of at most maxChars, in document order. */
export function chunkDocument(text: string, maxChars: number = DEFAULT_CHUNK_CHARS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const page of pagesOf(text).flatMap((p) => (p.length > maxChars ? splitLongPage(p, maxChars) : [p]))) {
    if (current && current.length + page.length + 2 > maxChars) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${page}` : page;
  }
  if (current) chunks.push(current);
  return chunks;
}
