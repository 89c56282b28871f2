import type { CatalogAliases } from '../../../../domain/catalog/car-name-aliases';
import { splitMakeAndModel } from '../../../../domain/ingestion/car-makes';
import { catalogueModelOf } from '../../../../domain/ingestion/catalogue-models';
import { knownModelSpelling } from '../../../../domain/ingestion/model-spellings';
import { readFuelType, readHorsepower, readTransmission } from '../../../../domain/ingestion/vehicle-text';
import type { SellerHints } from '../extractor';
import { isHeaderWord } from './column-meaning';
import type { ReaderLine } from './reading-order';
import { readStatedTerms } from './statement-lines';
import { cleanName } from './variant-name';

/**
 * What a heading line says about the rows below it: a make and/or model ("AYGO X", "Volkswagen ID.4",
 * "ID.4 leasingpriser"), a variant ("Pro 77 kWh 286 hk" over its own price block), or only that a new
 * part of the document begins ("Tilbehørspakker").
 */
export type Heading =
  | { kind: 'model'; make?: string; model?: string }
  | { kind: 'variant'; text: string }
  | { kind: 'break' };

type HeadingContext = {
  bodyFontSize: number;
  make: string | null;
  hints?: SellerHints;
  /** The next line starts a table or a car: a short caption here names their model. */
  carsFollow?: boolean;
  /** The makes and models the catalogue knows: a model it knows gives its make (issue 25). */
  catalogue?: CatalogAliases;
};

// A heading is set this much larger than the table text.
const HEADING_SIZE = 1.25;
const MAX_MODEL_WORDS = 4;
const MAX_MODEL_LENGTH = 32;
const LABELLED = /^(mærke|fabrikat|model)\s*:\s*(.+)$/i;
const TITLE_WORD_LIST = String.raw`\b(?:leasingpriser|leasingpris|prisliste|privatleasing|erhvervsleasing|leasing|vejledende|priser|pris|tilbud|kampagne|kampagnepriser|gældende|fra|oversigt|nyhed)(?=$|[\s.,:–-])`;
const TITLE_WORD = new RegExp(TITLE_WORD_LIST, 'i');
const TITLE_WORDS = new RegExp(TITLE_WORD_LIST, 'gi');
const NOT_A_MODEL =
  /fortsat|forts\.|vejledende|kampagne|tilbud|leasing|priser|januar|februar|marts|april|juni|juli|august|september|oktober|november|december|financial|services|a\/s|danmark|forhandler|forbehold|inkl|ekskl|moms|alle|side \d|mulighed|tilvalg|tilbehør|pakke|udstyr|ønsker|kontakt|bemærk|note|læs|klik/i;
const DATE =
  /(?:\bpr\.?\s*|\bper\s+)?\b(?:januar|februar|marts|april|maj|juni|juli|august|september|oktober|november|december)\b|\b\d{1,2}\.\s*(?:jan|feb|mar|apr|maj|jun|jul|aug|sep|okt|nov|dec)[a-zæøå]*\.?\s*\d{4}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b|\b20[1-3]\d\b/gi;

const SAYS_DATE = new RegExp(DATE.source, 'i');

/** Words that only accompany prices or dates ("Priser pr. juni 2025", "Vejledende priser"): never a car's name. */
export function accompaniesPrices(text: string): boolean {
  return NOT_A_MODEL.test(text) || SAYS_DATE.test(text);
}

export function readHeading(line: ReaderLine, context: HeadingContext): Heading | null {
  const text = cleanName(line.text);
  if (text.length === 0 || /\d[\d.]*\s*kr/i.test(text)) return null;

  const labelled = LABELLED.exec(text);
  if (labelled?.[1] && labelled[2]) {
    const value = labelled[2].trim();
    return labelled[1].toLowerCase() === 'model'
      ? { kind: 'model', model: canonicalModel(value, context) }
      : { kind: 'model', make: canonicalMake(value, context) };
  }

  // A heading set with wide spacing ("58 | kWh | 231 | HK") is one phrase, not its first word.
  const first = cleanName(onePhrase(line) ? line.text : (line.segments[0]?.text ?? ''));
  const big = line.fontSize >= HEADING_SIZE * context.bodyFontSize;
  if (TITLE_WORD.test(text) && text.length <= 90) {
    const title = readTitle(text, context);
    if (title) return title;
    return big ? { kind: 'break' } : null;
  }
  if (big) {
    if (readStatedTerms(first)) return null;
    if (readHorsepower(first) !== null) return { kind: 'variant', text: first };
    const named = nameOf(first, context);
    return named ?? { kind: 'break' };
  }

  // A short line of normal size naming a known make ("Volkswagen", "Kia EV3") starts its section.
  const whole = line.segments.length === 1 ? wholeCatalogueModel(first, context) : null;
  if (whole) return whole;
  const split = line.segments.length === 1 ? splitMakeAndModel(first, hintMakes(context)) : null;
  if (split && first.split(' ').length <= MAX_MODEL_WORDS + 1 && readHorsepower(first) === null) {
    if (!split.model) return { kind: 'model', make: split.make };
    return looksLikeModel(split.model, true)
      ? { kind: 'model', make: split.make, model: canonicalModel(split.model, context, split.make) }
      : null;
  }
  const caption = context.carsFollow && line.segments.length === 1 && first.split(' ').length <= 3;
  if (caption && looksLikeModel(first) && readHorsepower(first) === null && !describesSpecs(first)) {
    return modelWithoutMake(first, context, false);
  }
  return null;
}

// Runs of one phrase stand at most this many font sizes apart.
const PHRASE_GAP = 2;

function onePhrase(line: ReaderLine): boolean {
  return (
    line.segments.length > 1 &&
    line.segments.every(
      (segment, index) =>
        index === 0 || segment.x - (line.segments[index - 1]?.right ?? 0) <= PHRASE_GAP * line.fontSize,
    )
  );
}

/** "Benzin, 6-trins manuel", "Elbil · Automatgear": a car's specs line, not a model caption. */
function describesSpecs(text: string): boolean {
  return readFuelType(text) !== null || readTransmission(text) !== null;
}

function readTitle(text: string, context: HeadingContext): Heading | null {
  const name = text
    .replace(DATE, ' ')
    .replace(TITLE_WORDS, ' ')
    .replace(/[–—:|·•,]/g, ' ')
    .replace(/(?:^|\s)[.\-/]+(?=\s|$)/g, ' ')
    .replace(/\.(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) return null;
  // The make may stand anywhere: "Leasingpriser for Skoda Fabia", "Tilbud hos Bilhuset · Kia EV3".
  const words = name.split(' ');
  for (let start = 0; start < words.length; start++) {
    const rest = words.slice(start).join(' ');
    if (splitMakeAndModel(rest, hintMakes(context))) return nameOf(rest, context);
  }
  return nameOf(name.replace(/^(?:for|til|hos|af|på)\s+/i, ''), context);
}

/** "Volkswagen ID.4" → make and model; "ID.4" → model; "Toyota" → make; anything else → null. */
function nameOf(text: string, context: HeadingContext): Heading | null {
  if (!text) return null;
  const whole = wholeCatalogueModel(text, context);
  if (whole) return whole;
  const split = splitMakeAndModel(text, hintMakes(context));
  if (split) {
    if (!split.model) return { kind: 'model', make: split.make };
    // "Tesla Model 3": the catalogue's model, though "Model" alone is a column header's word.
    const listed = context.catalogue ? catalogueModelOf(split.model, context.catalogue, split.make) : null;
    if (listed?.exact) return { kind: 'model', make: split.make, model: listed.model };
    return looksLikeModel(split.model, true)
      ? { kind: 'model', make: split.make, model: canonicalModel(split.model, context, split.make) }
      : { kind: 'model', make: split.make };
  }
  // Digits alone ("2008") name a model under a known make or right above its table.
  const afterMake = context.make !== null || context.carsFollow === true;
  return looksLikeModel(text, afterMake) ? modelWithoutMake(text, context, afterMake) : null;
}

/** A model whose catalogue name starts with its make's name ("Polestar 2"): the whole text is the model. */
function wholeCatalogueModel(text: string, context: HeadingContext): Heading | null {
  const known = context.catalogue ? catalogueModelOf(text, context.catalogue) : null;
  return known?.exact ? { kind: 'model', make: known.make, model: known.model } : null;
}

/**
 * A model printed without its make. With a catalogue, a model it knows brings its make ("T-Roc" →
 * Volkswagen, even in a Skoda seller's list); one it does not know is a model only under a make already
 * known (the seller's, or a heading's): it is proposed as new, never guessed into another make.
 */
function modelWithoutMake(text: string, context: HeadingContext, afterMake: boolean): Heading | null {
  const catalogue = context.catalogue;
  if (!catalogue) return { kind: 'model', model: canonicalModel(text, context) };
  const known = catalogueModelOf(text, catalogue, context.make) ?? catalogueModelOf(text, catalogue);
  if (known) {
    const model = known.exact ? known.model : canonicalModel(text, context);
    return known.make === context.make
      ? { kind: 'model', model }
      : { kind: 'model', make: known.make, model };
  }
  return context.make !== null && looksLikeModel(text, afterMake)
    ? { kind: 'model', model: canonicalModel(text, context) }
    : null;
}

/** After a make, a model may be digits only ("Peugeot 3008"); alone, it needs a letter. */
function looksLikeModel(text: string, afterMake = false): boolean {
  return (
    !isHeaderWord(text) &&
    text.length > 0 &&
    text.length <= MAX_MODEL_LENGTH &&
    text.split(' ').length <= MAX_MODEL_WORDS &&
    /^[\p{L}\d]/u.test(text) &&
    (afterMake || /[a-zæøå]/i.test(text)) &&
    !NOT_A_MODEL.test(text) &&
    !readStatedTerms(text)
  );
}

const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9æøå]/g, '');

/** The catalogue's spelling when the seller's models know it; an upper-case heading in title case. */
function canonicalModel(text: string, context: HeadingContext, make = context.make): string {
  const listed = context.catalogue ? catalogueModelOf(text, context.catalogue, make) : null;
  if (listed?.exact) return listed.model;
  const known = context.hints?.allowedModels.find((entry) => squeeze(entry.model) === squeeze(text));
  if (known) return known.model;
  if (text !== text.toUpperCase()) return text;
  const spelled = knownModelSpelling(text);
  if (spelled) return spelled;
  return text
    .split(' ')
    .map((word) => (/^[A-ZÆØÅ]{4,}$/.test(word) ? word[0] + word.slice(1).toLowerCase() : word))
    .join(' ');
}

function canonicalMake(text: string, context: HeadingContext): string {
  return splitMakeAndModel(text, hintMakes(context))?.make ?? text;
}

function hintMakes(context: HeadingContext): string[] {
  const catalogued = context.catalogue?.map((make) => make.name) ?? [];
  return [...new Set([...(context.hints?.allowedModels.map((entry) => entry.make) ?? []), ...catalogued])];
}
