import { describe, expect, it } from 'vitest';
import {
  adminListingQualities,
  adminListingsSearchSchema,
  sellerListingsSearchSchema,
} from './admin-search-params';

describe('admin list search params', () => {
  it('reads /admin/listings params and falls back on invalid ones', () => {
    expect(
      adminListingsSearchSchema.parse({
        search: 'Yaris',
        status: 'pending',
        seller_id: 's1',
        quality: 'missing_offers',
        page: '3',
      }),
    ).toEqual({
      search: 'Yaris',
      status: 'pending',
      seller_id: 's1',
      quality: 'missing_offers',
      page: 3,
    });
    expect(
      adminListingsSearchSchema.parse({ status: 'deleted', quality: 'missing_doors', page: '0' }),
    ).toEqual({
      search: undefined,
      status: undefined,
      seller_id: undefined,
      quality: undefined,
      page: undefined,
    });
  });

  it('reads each data-quality filter and ignores anything else', () => {
    for (const quality of adminListingQualities) {
      expect(adminListingsSearchSchema.parse({ quality }).quality).toBe(quality);
    }
    for (const quality of ['', 'MISSING_PRICE', 'missing', 42, ['missing_price', 'missing_offers'], null]) {
      expect(adminListingsSearchSchema.parse({ quality, status: 'active' })).toMatchObject({
        quality: undefined,
        status: 'active',
      });
    }
  });

  it('drops an out-of-range limit or page (the list then uses 20 and page 1)', () => {
    expect(sellerListingsSearchSchema.parse({ seller: 'abc', page: '2', limit: '50' })).toMatchObject({
      seller: 'abc',
      page: 2,
      limit: 50,
    });
    expect(sellerListingsSearchSchema.parse({ limit: '5' }).limit).toBeUndefined();
    expect(sellerListingsSearchSchema.parse({ limit: '101' }).limit).toBeUndefined();
    expect(sellerListingsSearchSchema.parse({ page: 'x' }).page).toBeUndefined();
    expect(sellerListingsSearchSchema.parse({}).page).toBeUndefined();
  });
});
