import { describe, expect, it } from 'vitest';
import {
  type ListingDetailParams,
  listingDetailParams,
  listingDetailToQuery,
  parseListingDetailParams,
} from './listing-detail-params';

const NONE: ListingDetailParams = { km: undefined, mdr: undefined, udb: undefined };

describe('listingDetailParams', () => {
  it.each<[string, Partial<ListingDetailParams>]>([
    ['', {}],
    ['km=15000&mdr=36&udb=0', { km: 15000, mdr: 36, udb: 0 }],
    ['selectedMileage=20000&selectedTerm=24&selectedDeposit=5000', { km: 20000, mdr: 24, udb: 5000 }],
    ['km=15000&selectedMileage=20000', { km: 20000 }],
    ['mdr=12&selectedTerm=48', { mdr: 48 }],
    ['udb=0&selectedDeposit=35000', { udb: 35000 }],
    ['selectedMileage=abc&km=25000', { km: 25000 }],
    ['km=5000', { km: 10000 }],
    ['km=90000', { km: 50000 }],
    ['mdr=18', { mdr: 12 }],
    ['mdr=42', { mdr: 36 }],
    ['mdr=43', { mdr: 48 }],
    ['mdr=99', { mdr: 60 }],
    ['udb=-1', { udb: 0 }],
    ['udb=500000', { udb: 100000 }],
    ['km=abc&mdr=&udb=x', {}],
    ['other=1', {}],
  ])('%j → %j', (query, expected) => {
    expect(parseListingDetailParams(new URLSearchParams(query))).toStrictEqual({ ...NONE, ...expected });
  });

  it('accepts router objects and junk without failing', () => {
    expect(listingDetailParams.parse({ selectedMileage: 30000, mdr: 36 })).toStrictEqual({
      km: 30000,
      mdr: 36,
      udb: undefined,
    });
    expect(listingDetailParams.parse({ km: {}, mdr: [[]], udb: Number.NaN })).toStrictEqual(NONE);
    expect(listingDetailParams.parse(null)).toStrictEqual(NONE);
  });
});

describe('listingDetailToQuery', () => {
  it.each<[Partial<ListingDetailParams>, string]>([
    [{}, ''],
    [{ km: 15000, mdr: 36, udb: 0 }, 'km=15000&mdr=36&udb=0'],
    [{ km: 5000, mdr: 30 }, 'km=10000&mdr=24'],
  ])('%j → %j', (params, query) => {
    const written = listingDetailToQuery(params).toString();
    expect(written).toBe(query);
    expect(parseListingDetailParams(new URLSearchParams(written))).toStrictEqual(
      listingDetailParams.parse(params),
    );
  });
});
