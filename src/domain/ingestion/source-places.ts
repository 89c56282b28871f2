import { countNoun } from '../format/count-noun';
import { NOUN } from '../format/nouns';
import type { SourcePlace } from './extracted-price-list';

/** At most this many pages are named; the rest are counted ("og 3 sider mere"). */
const MAX_PAGES = 4;

/**
 * Where a car was read, for the admin: "Side 2, linje 14", "Side 2, linje 14–16 og 20",
 * "Side 2, linje 14; side 3, linje 2". Consecutive lines become a range. Null without places.
 */
export function sourcePlacesText(places: readonly SourcePlace[] | undefined): string | null {
  if (!places || places.length === 0) return null;
  const byPage = new Map<number, Set<number>>();
  for (const { page, line } of places) byPage.set(page, (byPage.get(page) ?? new Set()).add(line));
  const pages = [...byPage.keys()].sort((a, b) => a - b);
  const named = pages.slice(0, MAX_PAGES).map((page, index) => {
    const lines = [...(byPage.get(page) ?? [])].sort((a, b) => a - b);
    const ranges = lineRanges(lines);
    return `${index === 0 ? 'Side' : 'side'} ${page}, linje ${joinDanish(ranges)}`;
  });
  const rest = pages.length - named.length;
  return rest > 0 ? `${named.join('; ')} og ${countNoun(rest, NOUN.page)} mere` : named.join('; ');
}

function lineRanges(lines: number[]): string[] {
  const ranges: string[] = [];
  let start = lines[0];
  let end = start;
  for (const line of [...lines.slice(1), undefined]) {
    if (line !== undefined && end !== undefined && line === end + 1) {
      end = line;
      continue;
    }
    if (start !== undefined && end !== undefined) ranges.push(start === end ? `${start}` : `${start}–${end}`);
    start = line;
    end = line;
  }
  return ranges;
}

function joinDanish(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} og ${parts.at(-1)}`;
}
