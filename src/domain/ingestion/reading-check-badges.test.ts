import { describe, expect, it } from 'vitest';
import {
  ADMIN_REVIEWED_DETAIL,
  checkBadges,
  isAdminReviewed,
  markChecksReviewed,
} from './reading-check-badges';
import { needsReview, type ReadingCheck } from './reading-checks';

const FAILED_TOTAL: ReadingCheck = {
  check: 'total_agrees',
  passed: false,
  detail: 'Totalprisen 125.000 kr. passer ikke (side 2, linje 14)',
};
const SOFT_FAILED: ReadingCheck = {
  check: 'price_rises_with_mileage',
  passed: false,
  detail: 'side 2, linje 15',
};
const PASSED: ReadingCheck = { check: 'terms_stated', passed: true };

describe('checkBadges', () => {
  it.each([
    ['no checks', undefined, []],
    ['a passed check is subdued', [PASSED], [['passed', 'Km, løbetid og udbetaling fra listen']]],
    ['a failed hard check is prominent', [FAILED_TOTAL], [['failed', 'Total stemmer ikke']]],
    ['a failed soft check warns', [SOFT_FAILED], [['warning', 'Pris stiger ikke med km']]],
    [
      'failed first, then warnings, corrected, passed; the reader order within each',
      [
        PASSED,
        { check: 'price_rises_with_mileage', passed: true },
        SOFT_FAILED,
        { check: 'total_agrees', passed: true, detail: `${ADMIN_REVIEWED_DETAIL} – før: side 1` },
        FAILED_TOTAL,
      ],
      [
        ['failed', 'Total stemmer ikke'],
        ['warning', 'Pris stiger ikke med km'],
        ['reviewed', 'Total stemmer ikke · rettet'],
        ['passed', 'Km, løbetid og udbetaling fra listen'],
        ['passed', 'Pris stiger med km'],
      ],
    ],
  ] satisfies Array<[string, ReadingCheck[] | undefined, string[][]]>)('%s', (_, checks, expected) => {
    expect(checkBadges(checks).map((badge) => [badge.tone, badge.label])).toEqual(expected);
  });

  it('keeps the detail with its source line', () => {
    expect(checkBadges([FAILED_TOTAL])[0]?.detail).toBe(FAILED_TOTAL.detail);
  });
});

describe('markChecksReviewed', () => {
  it('turns failed hard checks into looked-at ones that keep their reason; the rest stays', () => {
    const reviewed = markChecksReviewed([PASSED, FAILED_TOTAL, SOFT_FAILED]);
    expect(reviewed).toEqual([
      PASSED,
      {
        check: 'total_agrees',
        passed: true,
        detail: 'Rettet af admin – før: Totalprisen 125.000 kr. passer ikke (side 2, linje 14)',
      },
      SOFT_FAILED,
    ]);
    expect(needsReview({ checks: [FAILED_TOTAL] })).toBe(true);
    expect(needsReview({ checks: reviewed })).toBe(false);
    expect(reviewed.map(isAdminReviewed)).toEqual([false, true, false]);
  });

  it('marks a failed check without a detail, and stays within the 500 characters a detail may have', () => {
    expect(markChecksReviewed([{ check: 'grid_complete', passed: false }])).toEqual([
      { check: 'grid_complete', passed: true, detail: 'Rettet af admin' },
    ]);
    const long = markChecksReviewed([{ ...FAILED_TOTAL, detail: 'x'.repeat(500) }]);
    expect(long[0]?.detail).toHaveLength(500);
  });

  it('is the same when done twice', () => {
    const once = markChecksReviewed([FAILED_TOTAL]);
    expect(markChecksReviewed(once)).toEqual(once);
  });
});
