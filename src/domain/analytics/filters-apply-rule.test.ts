import { describe, expect, it } from 'vitest';
import { shouldSendFiltersApply } from './filters-apply-rule';

const settled = {
  changedFilters: ['makes'],
  trigger: 'auto' as const,
  resultsFingerprint: 'make:audi',
  currentFingerprint: 'make:audi',
};

describe('shouldSendFiltersApply', () => {
  it('sends when results for the current filters settle after a change', () => {
    expect(shouldSendFiltersApply(settled)).toBe(true);
  });

  it('drops a no-op, except after the reset button', () => {
    expect(shouldSendFiltersApply({ ...settled, changedFilters: [] })).toBe(false);
    expect(shouldSendFiltersApply({ ...settled, changedFilters: [], trigger: 'reset_button' })).toBe(true);
  });

  it('drops results of filters that are no longer in force', () => {
    expect(shouldSendFiltersApply({ ...settled, currentFingerprint: 'make:bmw' })).toBe(false);
    expect(shouldSendFiltersApply({ ...settled, trigger: 'reset_button', currentFingerprint: '' })).toBe(
      false,
    );
  });
});
