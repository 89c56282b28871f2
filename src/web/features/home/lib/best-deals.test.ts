import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { pickBestDeals } from './best-deals';

const listing = (id: string, make: string, model: string) => ({ id, make, model }) as ListingSummary;

describe('pickBestDeals', () => {
  it('keeps the first listing of each make and model, in order', () => {
    const items = [
      listing('1', 'Kia', 'EV3'),
      listing('2', 'Kia', 'EV3'),
      listing('3', 'Kia', 'Niro'),
      listing('4', 'Skoda', 'Elroq'),
      listing('5', 'kia', 'ev3'),
    ];
    expect(pickBestDeals(items).map((item) => item.id)).toEqual(['1', '3', '4']);
  });

  it('stops at the requested count', () => {
    const items = Array.from({ length: 12 }, (_, index) => listing(String(index), 'Make', `Model ${index}`));
    expect(pickBestDeals(items)).toHaveLength(8);
    expect(pickBestDeals(items, 3).map((item) => item.id)).toEqual(['0', '1', '2']);
  });

  it('does not confuse a make and model that run together', () => {
    const items = [listing('1', 'AB', 'C'), listing('2', 'A', 'BC')];
    expect(pickBestDeals(items)).toHaveLength(2);
  });
});
