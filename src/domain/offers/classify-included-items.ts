import { type IncludedItem, type ItemStatement, includedItems, type StatedItems } from './included-items';

/**
 * Reads what a price list states around its prices — the words after "inkl." and "ekskl." and the extras
 * priced per month — as the seven items of issue 27 part 2 (ADR 054). Pure and deterministic: the import
 * calls it when it writes a listing's conditions; nothing classifies at read time.
 */

/** What the price list stated, as stored on the listing (null: the list said nothing of it). */
export type StatedConditionWords = {
  includes: readonly string[] | null | undefined;
  excludes: readonly string[] | null | undefined;
  extras: readonly { name: string; monthly_price: number }[] | null | undefined;
};

/** An item the list states both as included and as not included; it is kept as not included. */
export type ItemConflict = { item: IncludedItem; included: string; excluded: string };

export type ClassifiedItems = { items: StatedItems; conflicts: ItemConflict[] };

// A letter on either side means "inside a word"; JavaScript's \b does not know æ, ø and å.
const NOT_AFTER_LETTER = '(?<!\\p{L})';

/**
 * Each item's Danish (and the odd English) words, matched inside a phrase so "sommer- og vinterdæk",
 * "kaskoforsikring" and "Falck vejhjælp" count. A phrase may name several items ("service og dæk").
 */
const ITEM_PATTERNS: Record<IncludedItem, RegExp> = {
  service: /service|vedligehold|reparation|eftersyn/u,
  // "dækning" is cover (insurance), "firehjulstræk" is four-wheel drive: neither is a tyre.
  tyres: /dæk(?!ning)|hjul(?!s?træk)|tyre/u,
  insurance: /forsikring|kasko|insurance/u,
  roadside: /vejhjælp|falck|autohjælp|redningskorps|assistance|roadside/u,
  metallic_paint: /metal|perlemor/u,
  // "tilbagelevering" and "aflevering" are the car's return, not its delivery.
  delivery: new RegExp(`${NOT_AFTER_LETTER}(?:hjem|fri)?(?:levering|fragt|klargøring)|delivery`, 'u'),
  green_tax: /ejerafgift|grønn?e? afgift|vægtafgift|green tax/u,
};

/** Lower case, one space, and any "inkl."/"ekskl." a reader left in front of the words. */
function normalise(phrase: string): string {
  return phrase
    .normalize('NFC')
    .toLocaleLowerCase('da')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:inkl\.?|inklusive|ekskl\.?|eksklusive|excl\.?|incl\.?)\s*/u, '');
}

/** The items a phrase names, in the vocabulary's order; empty for words the vocabulary does not know. */
export function itemsOfPhrase(phrase: string): IncludedItem[] {
  const text = normalise(phrase);
  if (text === '') return [];
  return includedItems.filter((item) => ITEM_PATTERNS[item].test(text));
}

/**
 * The listing's stated items from the list's words. Rules (ADR 054):
 * - a word under "inkl." states the item included; under "ekskl." not included;
 * - an extra priced per month states the item not included, with its price (the cheapest when several
 *   extras are the same item: what it costs at least to add it);
 * - an item stated both included and not included (e.g. "inkl. sommerdæk" and "Vinterdæk 180 kr./md.") is
 *   not included — the page never promises more than the list — and the conflict is returned so the
 *   admin sees it;
 * - words the vocabulary does not know ("moms", "afgifter") are ignored here and stay in the lists.
 */
export function classifyIncludedItems(words: StatedConditionWords): ClassifiedItems {
  const included = new Map<IncludedItem, string>();
  const excluded = new Map<IncludedItem, { phrase: string; monthly_price?: number }>();
  for (const phrase of words.includes ?? []) {
    for (const item of itemsOfPhrase(phrase)) if (!included.has(item)) included.set(item, phrase);
  }
  for (const phrase of words.excludes ?? []) {
    for (const item of itemsOfPhrase(phrase)) if (!excluded.has(item)) excluded.set(item, { phrase });
  }
  for (const extra of words.extras ?? []) {
    for (const item of itemsOfPhrase(extra.name)) {
      const known = excluded.get(item);
      if (known?.monthly_price === undefined || extra.monthly_price < known.monthly_price) {
        excluded.set(item, { phrase: extra.name, monthly_price: extra.monthly_price });
      }
    }
  }
  const items: StatedItems = {};
  const conflicts: ItemConflict[] = [];
  for (const item of includedItems) {
    const out = excluded.get(item);
    const inPhrase = included.get(item);
    if (out) {
      items[item] =
        out.monthly_price === undefined
          ? { status: 'excluded' }
          : { status: 'excluded', monthly_price: out.monthly_price };
      if (inPhrase !== undefined) conflicts.push({ item, included: inPhrase, excluded: out.phrase });
    } else if (inPhrase !== undefined) {
      items[item] = { status: 'included' };
    }
  }
  return { items, conflicts };
}

/**
 * The stated items an import writes: the list's statements over what the listing had, item by item (an
 * item the list does not mention keeps its earlier statement, as an update never blanks what a list left
 * out). Null when neither states anything.
 */
export function mergeStatedItems(
  before: StatedItems | null | undefined,
  stated: StatedItems,
): StatedItems | null {
  const merged: StatedItems = { ...(before ?? {}), ...stated };
  const ordered: StatedItems = {};
  for (const item of includedItems) {
    const statement: ItemStatement | undefined = merged[item];
    if (statement) ordered[item] = statement;
  }
  return Object.keys(ordered).length > 0 ? ordered : null;
}

/** An item as a form or an API states it (amounts optional on either status). */
type LooseStatement = { status: 'included' | 'excluded'; monthly_price?: number; price?: number };

/**
 * Stated items as stored: in the vocabulary's order, an included item without an amount, null when none
 * is stated (ADR 054). The admin form's save goes through this.
 */
export function storedStatedItems(
  input: Partial<Record<IncludedItem, LooseStatement>> | null | undefined,
): StatedItems | null {
  const items: StatedItems = {};
  for (const item of includedItems) {
    const statement = input?.[item];
    if (!statement) continue;
    if (statement.status === 'included') {
      items[item] = { status: 'included' };
      continue;
    }
    const excluded: ItemStatement = { status: 'excluded' };
    if (statement.monthly_price !== undefined) excluded.monthly_price = statement.monthly_price;
    if (statement.price !== undefined) excluded.price = statement.price;
    items[item] = excluded;
  }
  return Object.keys(items).length > 0 ? items : null;
}
