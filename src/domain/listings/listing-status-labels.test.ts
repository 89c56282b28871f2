import { describe, expect, it } from 'vitest';
import { LISTING_STATUS_OPTIONS, listingStatusFilterOptions } from './listing-status-labels';

describe('listing status labels', () => {
  it('offers the form every status once, with what it means for the public site', () => {
    expect(LISTING_STATUS_OPTIONS).toEqual([
      { value: 'pending', label: 'Afventer (ikke offentlig)' },
      { value: 'active', label: 'Aktiv (vises på siden)' },
      { value: 'inactive', label: 'Inaktiv (trukket tilbage)' },
    ]);
  });

  it('filters a list by every status in the plural', () => {
    expect(listingStatusFilterOptions.map((option) => option.label)).toEqual([
      'Aktive',
      'Inaktive',
      'Afventende',
    ]);
  });
});
