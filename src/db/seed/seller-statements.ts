import { classifyIncludedItems } from '../../domain/offers/classify-included-items';
import type { StatedItems } from '../../domain/offers/included-items';

/**
 * What each demo seller's price list states around its prices (issue 27 part 2, ADR 054), in the words
 * Danish lists use: some state all seven items, some a few, some none — so the disclosure grade and the
 * filters "inkl. service" / "inkl. forsikring" mean something in the demo. A seller's list states the same
 * for every car on it. The stated items are classified from the words as an import would (on write).
 */
type SellerStatement = {
  includes: string[] | null;
  excludes: string[] | null;
  extras: { name: string; monthly_price: number }[] | null;
};

const NONE: SellerStatement = { includes: null, excludes: null, extras: null };

// The demo sellers whose lists state a price per extra km (the risk panel's first line), kr./km.
const extraKmPrices: Record<string, number> = {
  'Nordisk Bilhus': 0.75,
  'Aarhus Bilcenter': 0.95,
  'Valby Volkswagen Center': 1.25,
  'Amager Toyota': 0.85,
  'Hellerup Premium Biler': 1.5,
};

const statements: Record<string, SellerStatement> = {
  // 7/7, insurance offered as a priced extra.
  'Nordisk Bilhus': {
    includes: [
      'Service og vedligeholdelse',
      'Sommer- og vinterdæk',
      'Vejhjælp',
      'Metallak',
      'Levering',
      'moms',
    ],
    excludes: ['Grøn ejerafgift'],
    extras: [{ name: 'Kaskoforsikring', monthly_price: 349 }],
  },
  // 4/7.
  'Aarhus Bilcenter': {
    includes: ['Serviceaftale', 'Levering'],
    excludes: ['Forsikring', 'Grøn ejerafgift'],
    extras: null,
  },
  'Fyns Autoleasing': NONE,
  // 1/7: "moms" is no item.
  'Trekantens Bilhus': { includes: ['moms', 'levering'], excludes: null, extras: null },
  // 6/7.
  'Nordjysk Privatleasing': {
    includes: ['Service og reparationer', 'Dækaftale', 'Falck vejhjælp'],
    excludes: ['forsikring', 'metallak', 'grøn ejerafgift'],
    extras: null,
  },
  'Sjællands Bilcenter': NONE,
  // 7/7, winter wheels as a priced extra.
  'Valby Volkswagen Center': {
    includes: ['Service', 'Vejhjælp', 'Levering og klargøring', 'Metallak'],
    excludes: ['Forsikring', 'Grøn ejerafgift'],
    extras: [{ name: 'Vinterhjul', monthly_price: 189 }],
  },
  // 4/7.
  'Amager Toyota': {
    includes: ['Serviceaftale', 'Toyota vejhjælp', 'Grøn ejerafgift'],
    excludes: null,
    extras: [{ name: 'Dækaftale', monthly_price: 229 }],
  },
  // 2/7.
  'Kolding Skoda': { includes: ['service og vedligeholdelse'], excludes: ['forsikring'], extras: null },
  'Herning Hyundai': NONE,
  // 7/7, everything included.
  'Hellerup Premium Biler': {
    includes: [
      'Service og vedligeholdelse',
      'Sommer- og vinterdæk',
      'Kaskoforsikring',
      'Vejhjælp',
      'Metallak',
      'Levering',
      'Grøn ejerafgift',
    ],
    excludes: null,
    extras: null,
  },
  // 3/7.
  'Vestjysk Elbiler': {
    includes: ['Service', 'Levering'],
    excludes: null,
    extras: [{ name: 'Forsikring', monthly_price: 399 }],
  },
};

/** The listing columns a demo seller's list gives each of its cars. */
export type StatementColumns = {
  priceIncludes: string[] | null;
  priceExcludes: string[] | null;
  monthlyExtras: { name: string; monthly_price: number }[] | null;
  includedItems: StatedItems | null;
  extraKmPrice: number | null;
};

export function statementColumns(sellerName: string): StatementColumns {
  const statement = statements[sellerName] ?? NONE;
  const { items } = classifyIncludedItems(statement);
  return {
    priceIncludes: statement.includes,
    priceExcludes: statement.excludes,
    monthlyExtras: statement.extras,
    includedItems: Object.keys(items).length > 0 ? items : null,
    extraKmPrice: extraKmPrices[sellerName] ?? null,
  };
}
