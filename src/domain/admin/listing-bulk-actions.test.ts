import { describe, expect, it } from 'vitest';
import { auditActions } from './audit-vocabulary';
import {
  bulkActionDoneText,
  isListingBulkAction,
  type ListingBulkAction,
  listingBulkActions,
} from './listing-bulk-actions';

describe('bulkActionDoneText', () => {
  it.each<[ListingBulkAction, number, string]>([
    ['activate', 1, '1 annonce aktiveret'],
    ['activate', 3, '3 annoncer aktiveret'],
    ['deactivate', 1, '1 annonce deaktiveret'],
    ['delete', 2, '2 annoncer slettet'],
    ['bulk_edit', 1, '1 annonce ændret'],
    ['bulk_edit', 1200, '1.200 annoncer ændret'],
  ])('%s of %i → %s', (action, count, expected) => {
    expect(bulkActionDoneText(action, count)).toBe(expected);
  });
});

describe('the bulk actions', () => {
  it('are audit actions, and only they are bulk actions', () => {
    for (const action of listingBulkActions) expect(auditActions).toContain(action);
    expect(auditActions.filter(isListingBulkAction)).toEqual([
      'delete',
      'activate',
      'deactivate',
      'bulk_edit',
    ]);
  });
});
