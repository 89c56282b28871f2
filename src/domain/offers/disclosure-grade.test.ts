import { describe, expect, it } from 'vitest';
import {
  disclosedItemCount,
  disclosureGradeSentence,
  disclosureGradeText,
  itemStatementText,
} from './disclosure-grade';
import type { StatedItems } from './included-items';

describe('disclosure grade (ADR 054 worked examples)', () => {
  it.each<[string, StatedItems | null, string]>([
    ['nothing stated', null, 'Oplyser 0/7'],
    ['an empty statement', {}, 'Oplyser 0/7'],
    [
      'two included, one excluded: stating "not included" counts as much as "included"',
      { service: { status: 'included' }, tyres: { status: 'included' }, insurance: { status: 'excluded' } },
      'Oplyser 3/7',
    ],
    [
      'all seven',
      {
        service: { status: 'included' },
        tyres: { status: 'included' },
        insurance: { status: 'excluded', monthly_price: 349 },
        roadside: { status: 'included' },
        metallic_paint: { status: 'included' },
        delivery: { status: 'included' },
        green_tax: { status: 'excluded' },
      },
      'Oplyser 7/7',
    ],
  ])('%s → %s', (_, items, text) => {
    expect(disclosureGradeText(disclosedItemCount(items))).toBe(text);
  });

  it('says the grade in words', () => {
    expect(disclosureGradeSentence(5)).toBe('Sælgeren oplyser 5 af 7 punkter om, hvad prisen dækker');
  });

  it.each([
    [undefined, 'Ikke oplyst'],
    [{ status: 'included' } as const, 'Inkluderet'],
    [{ status: 'excluded' } as const, 'Ikke inkluderet'],
    [{ status: 'excluded', monthly_price: 349 } as const, 'Ikke inkluderet · 349 kr./md.'],
    [{ status: 'excluded', price: 2495 } as const, 'Ikke inkluderet · 2.495 kr.'],
  ])('%j reads %j', (statement, text) => {
    expect(itemStatementText(statement)).toBe(text);
  });
});
