import { describe, expect, it } from 'vitest';
import { sellerListingsQuerySchema, sellersSearchSchema } from '../admin/seller-search-params';
import { parseAnalyticsSearch } from '../analytics/analytics-search-params';
import { extractionSessionsSearchSchema } from '../ingestion/extraction-search-params';
import {
  optionalInteger,
  optionalOneOf,
  optionalText,
  optionalUuid,
  searchSchema,
  withDefault,
} from './search-schema';

const UUID = '0b9c3a52-5e0e-4c43-9d0a-3f6b1c2d4e5f';

describe('search fields', () => {
  it('reads the first usable text within its length and pattern', () => {
    expect(optionalText(5)(['  ', ' Audi '])).toBe('Audi');
    expect(optionalText(3)('Audi')).toBeUndefined();
    expect(optionalText(40, /^[a-z_]+$/)('import_batch')).toBe('import_batch');
    expect(optionalText(40, /^[a-z_]+$/)('DROP TABLE')).toBeUndefined();
  });

  it('reads integers within the range, from numbers or decimal text', () => {
    const page = optionalInteger({ min: 1, max: 100 });
    expect(page('3')).toBe(3);
    expect(page(100)).toBe(100);
    expect([page('0'), page('101'), page('2.5'), page('1e3'), page(null)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(withDefault(page, 1)('x')).toBe(1);
  });

  it('takes one of the values only as written', () => {
    const view = optionalOneOf(['cards', 'table'] as const);
    expect(view('table')).toBe('table');
    expect([view('Table'), view(' table'), view(['table']), view(undefined)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('takes a UUID in either case and nothing else', () => {
    expect(optionalUuid(UUID.toUpperCase())).toBe(UUID.toUpperCase());
    expect(optionalUuid(`${UUID}x`)).toBeUndefined();
    expect(optionalUuid('abc')).toBeUndefined();
  });
});

describe('searchSchema', () => {
  it('gives every field, drops unknown keys and never throws', () => {
    const schema = searchSchema({ page: withDefault(optionalInteger({ min: 1 }), 1), q: optionalText(10) });
    expect(schema.parse({ page: '2', q: 'Yaris', other: 'x' })).toStrictEqual({ page: 2, q: 'Yaris' });
    for (const raw of [null, undefined, 42, 'page=2', [1, 2], Object.create(null)]) {
      expect(schema.parse(raw)).toStrictEqual({ page: 1, q: undefined });
    }
  });

  it('reads the admin lists the server and the router share', () => {
    expect(sellersSearchSchema.parse({ search: 'Bil', sort: '-listings', page: '2', limit: '500' })).toEqual({
      search: 'Bil',
      sort: '-listings',
      page: 2,
      limit: undefined,
    });
    expect(Object.keys(sellerListingsQuerySchema.parse({ seller: 'x', status: 'active' }))).toEqual([
      'search',
      'page',
      'limit',
      'status',
    ]);
    expect(extractionSessionsSearchSchema.parse({ seller: 'not-an-id', status: 'nope', page: '3' })).toEqual({
      search: undefined,
      seller: undefined,
      status: undefined,
      page: 3,
    });
    expect(parseAnalyticsSearch({ days: '30' })).toEqual({ days: 30 });
    expect(parseAnalyticsSearch({ days: '31' })).toEqual({ days: undefined });
    expect(parseAnalyticsSearch({ days: [30] })).toEqual({ days: undefined });
  });
});
