import type { CatalogAliases, CatalogMakeNames } from '../catalog/car-name-aliases';
import { nameKey, spellingKey } from '../catalog/car-name-keys';

/**
 * The catalogue as the price-list reader's dictionary (issue 25): which make a model name printed on
 * its own belongs to ("T-Roc" → Volkswagen, "ENYAQ" → Skoda), and whether a phrase names a model at
 * all. Pure; the caller passes the catalogue (the database's, or the demo catalogue's without one).
 */
export type CatalogueModel = {
  make: string;
  /** The catalogue's spelling of the model. */
  model: string;
  /** The phrase is the model's name, alias or spelling; false when it only begins with it ("Kona Electric"). */
  exact: boolean;
};

type Entry = { make: string; model: string; words: string[]; spelling: string; numeric: boolean };

const cache = new WeakMap<CatalogAliases, Entry[]>();

// Words of a name: letters and digits with the dots and dashes inside them ("id.7", "t-roc").
const wordsOf = (text: string): string[] =>
  nameKey(text)
    .split(/[\s/,:;()–—]+/)
    .map((word) => word.replace(/^[.-]+|[.-]+$/g, ''))
    .filter((word) => word.length > 0);

function entriesOf(catalogue: CatalogAliases): Entry[] {
  const known = cache.get(catalogue);
  if (known) return known;
  const entries = catalogue.flatMap((make) =>
    make.models.flatMap((model) =>
      [model.name, ...model.aliases].map((name) => ({
        make: make.name,
        model: model.name,
        words: wordsOf(name),
        spelling: spellingKey(name),
        // "208", "500", "i4": digits (with a letter at most) are a model only beside their make.
        numeric: !/\p{L}{2,}/u.test(name),
      })),
    ),
  );
  // Longest names first, so "Yaris Cross" wins over "Yaris".
  entries.sort((a, b) => b.words.length - a.words.length || b.spelling.length - a.spelling.length);
  cache.set(catalogue, entries);
  return entries;
}

const sameWord = (a: string, b: string) => a === b || spellingKey(a) === spellingKey(b);

function startsWithWords(phrase: readonly string[], name: readonly string[]): boolean {
  return (
    name.length > 0 &&
    name.length <= phrase.length &&
    name.every((word, i) => sameWord(word, phrase[i] ?? ''))
  );
}

/**
 * The catalogue model a name phrase ("T-Roc", "ID.7 Tourer", "Kona Electric") names: exactly, or as
 * the longest catalogue model its words begin with. A make already known narrows the search to its
 * models; digits alone ("208") are only found under a known make. Null when the catalogue does not
 * know it, or when two makes have a model of that name and no make tells them apart.
 */
export function catalogueModelOf(
  phrase: string,
  catalogue: CatalogAliases,
  knownMake: string | null = null,
): CatalogueModel | null {
  const words = wordsOf(phrase);
  if (words.length === 0) return null;
  const spelling = spellingKey(phrase);
  const make = knownMake ? findMake(knownMake, catalogue) : undefined;
  const candidates = entriesOf(catalogue).filter(
    (entry) => (!make || entry.make === make.name) && (!entry.numeric || make !== undefined),
  );
  const exact = candidates.filter((entry) => entry.spelling === spelling);
  const found = exact.length > 0 ? exact : candidates.filter((entry) => startsWithWords(words, entry.words));
  if (found.length === 0) return null;
  const best = found.filter((entry) => entry.words.length === found[0]?.words.length);
  const makes = new Set(best.map((entry) => entry.make));
  if (makes.size > 1) return null;
  const winner = best[0] as Entry;
  return { make: winner.make, model: winner.model, exact: exact.length > 0 };
}

function findMake(text: string, catalogue: CatalogAliases): CatalogMakeNames | undefined {
  const key = nameKey(text);
  return (
    catalogue.find((make) => nameKey(make.name) === key) ??
    catalogue.find((make) => make.aliases.some((alias) => nameKey(alias) === key))
  );
}

/**
 * A catalogue model at the start of a trim line ("Megane E-Tech EV60 Techno 220 hk", "208 1.2 PureTech
 * Active 100 hk" under Peugeot): the model and the rest of the line, the trim. Null when the line does
 * not begin with a model the catalogue knows, or is nothing but the model.
 */
export function catalogueModelAtStart(
  line: string,
  catalogue: CatalogAliases,
  knownMake: string | null = null,
): (CatalogueModel & { rest: string }) | null {
  const printedMake = catalogue
    .flatMap((entry) => [entry.name, ...entry.aliases].map((name) => ({ entry, name })))
    .find(({ name }) => nameKey(line).startsWith(`${nameKey(name)} `));
  // "Polestar 2 Long range …": the make's name begins the model's own.
  if (printedMake) {
    const whole = modelAtStart(line.trim(), entriesOf(catalogue), printedMake.entry);
    if (whole && wordsOf(whole.model)[0] === wordsOf(printedMake.name)[0]) return whole;
  }
  const withoutMake = printedMake ? line.trim().slice(printedMake.name.length).trim() : line.trim();
  const make = printedMake?.entry ?? (knownMake ? findMake(knownMake, catalogue) : undefined);
  return modelAtStart(withoutMake, entriesOf(catalogue), make);
}

function modelAtStart(
  text: string,
  entries: readonly Entry[],
  make: CatalogMakeNames | undefined,
): (CatalogueModel & { rest: string }) | null {
  const words = text.split(/\s+/);
  const lineWords = wordsOf(text);
  const found = entries.find(
    (entry) =>
      (!make || entry.make === make.name) &&
      (!entry.numeric || make !== undefined) &&
      entry.words.length < words.length &&
      entry.words.length === entry.words.filter((word, i) => sameWord(word, lineWords[i] ?? '')).length,
  );
  if (!found) return null;
  const rest = words.slice(found.words.length).join(' ');
  return { make: found.make, model: found.model, exact: true, rest };
}
