import { describe, expect, it } from 'vitest';
import { batchReviewSearchSchema } from './batch-review-search';

describe('batchReviewSearchSchema', () => {
  it('keeps a known type and status', () => {
    expect(batchReviewSearchSchema.parse({ type: 'withdraw', status: 'approved' })).toEqual({
      type: 'withdraw',
      status: 'approved',
    });
  });

  it('drops unknown values instead of failing', () => {
    expect(batchReviewSearchSchema.parse({ type: 'delete', status: 'discarded' })).toEqual({
      type: undefined,
      status: undefined,
    });
  });

  it('accepts no filters', () => {
    expect(batchReviewSearchSchema.parse({})).toEqual({ type: undefined, status: undefined });
  });
});
