import { describe, expect, it } from 'vitest';
import { adminListingsSearchSchema, sellerListingsSearchSchema } from './admin-search-params';

describe('admin list search params', () => {
  it('reads /admin/listings params and falls back on invalid ones', () => {
    expect(
      adminListingsSearchSchema.parse({ search: 'Yaris', status: 'pending', seller_id: 's1', page: '3' }),
    ).toEqual({
      search: 'Yaris',
      status: 'pending',
      seller_id: 's1',
      page: 3,
    });
    expect(adminListingsSearchSchema.parse({ status: 'deleted', page: '0' })).toEqual({
      search: undefined,
      status: undefined,
      seller_id: undefined,
      page: undefined,
    });
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
