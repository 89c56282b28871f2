import { describe, expect, it } from 'vitest';
import { classifyIncludedItems, itemsOfPhrase, mergeStatedItems } from './classify-included-items';
import type { IncludedItem } from './included-items';

describe('itemsOfPhrase: the Danish words a price list uses for each item (ADR 054)', () => {
  it.each<[string, IncludedItem[]]>([
    ['service og vedligeholdelse', ['service']],
    ['Serviceaftale', ['service']],
    ['reparationer', ['service']],
    ['Service & reparation', ['service']],
    ['vinterdæk', ['tyres']],
    ['sommer- og vinterdæk', ['tyres']],
    ['Dækaftale', ['tyres']],
    ['Vinterhjul', ['tyres']],
    ['kaskoforsikring', ['insurance']],
    ['Forsikring', ['insurance']],
    ['ansvars- og kaskoforsikring', ['insurance']],
    ['vejhjælp', ['roadside']],
    ['Falck', ['roadside']],
    ['Falck Autohjælp', ['roadside']],
    ['metallak', ['metallic_paint']],
    ['metallic', ['metallic_paint']],
    ['Metallic lak', ['metallic_paint']],
    ['levering', ['delivery']],
    ['leveringsomkostninger', ['delivery']],
    ['Levering og klargøring', ['delivery']],
    ['fri hjemlevering', ['delivery']],
    ['grøn ejerafgift', ['green_tax']],
    ['ejerafgift', ['green_tax']],
    ['Grøn afgift', ['green_tax']],
    ['vægtafgift', ['green_tax']],
    // One phrase, several items.
    ['service, dæk og vejhjælp', ['service', 'tyres', 'roadside']],
    ['inkl. service og forsikring', ['service', 'insurance']],
    // Words that look alike but are not the item.
    ['tilbagelevering', []],
    ['afleveringsgebyr', []],
    ['firehjulstræk', []],
    ['forsikringsdækning', ['insurance']],
    // Unknown words: not an item (they stay in the lists the admin sees).
    ['moms', []],
    ['registreringsafgift', []],
    ['afgifter', []],
    ['', []],
  ])('%j names %j', (phrase, items) => {
    expect(itemsOfPhrase(phrase)).toEqual(items);
  });
});

describe('classifyIncludedItems', () => {
  it.each([
    {
      name: 'all seven stated, one extra priced per month',
      words: {
        includes: ['service og vedligeholdelse', 'sommer- og vinterdæk', 'vejhjælp', 'metallak', 'levering'],
        excludes: ['grøn ejerafgift'],
        extras: [{ name: 'Kaskoforsikring', monthly_price: 349 }],
      },
      items: {
        service: { status: 'included' },
        tyres: { status: 'included' },
        insurance: { status: 'excluded', monthly_price: 349 },
        roadside: { status: 'included' },
        metallic_paint: { status: 'included' },
        delivery: { status: 'included' },
        green_tax: { status: 'excluded' },
      },
      conflicts: [],
    },
    {
      name: 'a few stated; unknown words ignored',
      words: { includes: ['moms', 'Serviceaftale'], excludes: ['forsikring', 'afgifter'], extras: null },
      items: { service: { status: 'included' }, insurance: { status: 'excluded' } },
      conflicts: [],
    },
    {
      name: 'nothing stated',
      words: { includes: null, excludes: undefined, extras: [] },
      items: {},
      conflicts: [],
    },
    {
      name: 'excluded and priced: the price is kept',
      words: { includes: [], excludes: ['vinterdæk'], extras: [{ name: 'Vinterhjul', monthly_price: 180 }] },
      items: { tyres: { status: 'excluded', monthly_price: 180 } },
      conflicts: [],
    },
    {
      name: 'two extras of one item: the cheapest is what it costs at least',
      words: {
        includes: null,
        excludes: null,
        extras: [
          { name: 'Dækaftale premium', monthly_price: 299 },
          { name: 'Dækaftale', monthly_price: 199 },
        ],
      },
      items: { tyres: { status: 'excluded', monthly_price: 199 } },
      conflicts: [],
    },
    {
      name: 'stated both included and excluded: not included, and said',
      words: {
        includes: ['sommerdæk', 'forsikring'],
        excludes: ['kaskoforsikring'],
        extras: [{ name: 'Vinterdæk', monthly_price: 180 }],
      },
      items: {
        tyres: { status: 'excluded', monthly_price: 180 },
        insurance: { status: 'excluded' },
      },
      conflicts: [
        { item: 'tyres', included: 'sommerdæk', excluded: 'Vinterdæk' },
        { item: 'insurance', included: 'forsikring', excluded: 'kaskoforsikring' },
      ],
    },
  ])('$name', ({ words, items, conflicts }) => {
    const result = classifyIncludedItems(words);
    expect(result.items).toEqual(items);
    expect(result.conflicts).toEqual(conflicts);
  });
});

describe('mergeStatedItems: what an import writes over what the listing had', () => {
  it.each([
    {
      name: 'the list states an item the admin had set otherwise: the list wins for that item',
      before: { service: { status: 'excluded' }, delivery: { status: 'included' } } as const,
      stated: { service: { status: 'included' } } as const,
      after: { service: { status: 'included' }, delivery: { status: 'included' } },
    },
    {
      name: 'the list states nothing: the listing keeps its items',
      before: { insurance: { status: 'excluded', monthly_price: 300 } } as const,
      stated: {},
      after: { insurance: { status: 'excluded', monthly_price: 300 } },
    },
    { name: 'nothing before or now: null (not stated)', before: null, stated: {}, after: null },
  ])('$name', ({ before, stated, after }) => {
    expect(mergeStatedItems(before, stated)).toEqual(after);
  });
});
