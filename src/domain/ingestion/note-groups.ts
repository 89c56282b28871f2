import { countNoun } from '../format/count-noun';
import { NOUN } from '../format/nouns';

/**
 * Repeated reader notes grouped per car and per cause (issue 25): one car may carry dozens of
 * "Totalprisen … passer ikke …" notes, one per offer, which buried the notes that matter. The review and
 * the session page show one line per car and cause with a count, opened to the lines themselves.
 */
export type NoteGroup = {
  /** The car the lines name ("Skoda Octavia Style: …" in a run's warnings); null for a car's own notes. */
  car: string | null;
  /** What the lines have in common: a known cause, or the line's wording without its numbers. */
  cause: string;
  /** One line: "Totalprisen passer ikke for 12 tilbud", or the line itself when it stands alone. */
  label: string;
  /** The lines as the reader wrote them (without the car's name), in their order. */
  lines: string[];
};

type KnownCause = { cause: string; pattern: RegExp; label: (count: number) => string };

/** The reader's repeated notes, by their wording (src/server/ingestion and matching write them). */
const knownCauses: readonly KnownCause[] = [
  {
    cause: 'total_disagrees',
    pattern: /^Totalprisen\b.*\bpasser ikke\b/i,
    label: (count) => `Totalprisen passer ikke for ${countNoun(count, NOUN.offer)}`,
  },
  {
    cause: 'minimum_disagrees',
    pattern: /^Mindsteprisen\b.*\bpasser ikke\b/i,
    label: (count) => `Mindsteprisen passer ikke for ${countNoun(count, NOUN.offer)}`,
  },
  {
    cause: 'conflicting_prices',
    pattern: /^Prislisten angiver \d+ priser for\b/i,
    label: (count) => `Flere priser for samme vilkår i ${countNoun(count, NOUN.offer)}`,
  },
  {
    cause: 'also_read',
    pattern: /^Også læst\b/i,
    label: (count) => `Også læst i ${countNoun(count, ['anden kilde', 'andre kilder'])}`,
  },
];

/** A line's wording without what varies from offer to offer: amounts, terms and its place in the list. */
function wording(line: string): string {
  return line
    .replace(/\(?\bside \d+, linje [\d–-]+\)?/gi, '')
    .replace(/\d[\d.,]*/g, '#')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function causeOf(line: string): { cause: string; known: KnownCause | null } {
  const known = knownCauses.find((entry) => entry.pattern.test(line)) ?? null;
  return { cause: known ? known.cause : `text:${wording(line)}`, known };
}

/** The car a line names before its colon, the longest of `carNames` that fits; null when none does. */
function splitCar(line: string, carNames: readonly string[]): { car: string | null; text: string } {
  const car = carNames
    .filter((name) => name && line.startsWith(`${name}: `))
    .sort((a, b) => b.length - a.length)[0];
  return car ? { car, text: line.slice(car.length + 2) } : { car: null, text: line };
}

/**
 * Groups `lines` per car (when a line starts with one of `carNames` and a colon, as a run's warnings
 * do) and per cause, in the order each group first appears. A group of one line is labelled with the
 * line; a known cause with a count ("Totalprisen passer ikke for 12 tilbud"); other repeated wording
 * with its first line and the number of similar ones.
 */
export function groupNotes(lines: readonly string[], carNames: readonly string[] = []): NoteGroup[] {
  const groups = new Map<string, NoteGroup & { known: KnownCause | null }>();
  for (const line of lines) {
    const { car, text } = splitCar(line, carNames);
    const { cause, known } = causeOf(text);
    const key = `${car ?? ''}\u0000${cause}`;
    const group = groups.get(key) ?? { car, cause, label: '', lines: [], known };
    group.lines.push(text);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ known, ...group }) => ({
    ...group,
    label: groupLabel(group.lines, known),
  }));
}

function groupLabel(lines: readonly string[], known: KnownCause | null): string {
  const [first = ''] = lines;
  if (lines.length === 1) return first;
  if (known) return known.label(lines.length);
  const others = lines.length - 1;
  return `${first} (og ${countNoun(others, ['lignende', 'lignende'])})`;
}
