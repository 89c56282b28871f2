import { describe, expect, it } from 'vitest';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { isBlockedChange } from '../../../../../domain/ingestion/matching/blocked-changes';
import type { ChangeStatus, ChangeType } from '../../../../../domain/ingestion/proposed-change';
import {
  applyPlan,
  approvableIds,
  blockedCounts,
  decidableSelection,
  filterChanges,
  missingModels,
  pendingIdsOfType,
  reviewedCars,
  tallyByType,
} from './review-selection';

let next = 0;
function change(type: ChangeType, status: ChangeStatus = 'pending', model = 'Yaris'): ImportChangeJson {
  next += 1;
  return {
    id: `c${next}`,
    position: next,
    type,
    status,
    listing_id: null,
    listing_label: null,
    car:
      type === 'withdraw'
        ? null
        : {
            make: 'Toyota',
            model,
            variant: 'Active',
            horsepower: 116,
            fuel_type: 'Hybrid - Petrol',
            transmission: 'Automatic',
            offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2699 }],
          },
    match_method: 'none',
    confidence: 0,
    field_changes: [],
    offer_diff: null,
    warnings: [],
    summary: '',
    reviewed_at: null,
    reviewed_by_email: null,
    applied_at: null,
    outcome: null,
    version: 1,
    origin: 'reader',
    read_identity: null,
    remembered_identity: null,
  };
}

describe('review selection', () => {
  const changes = [
    change('create'),
    change('create', 'approved'),
    change('update'),
    change('withdraw'),
    change('withdraw', 'rejected'),
    change('unchanged'),
    change('missing_model', 'pending', 'bZ4X'),
    change('missing_model', 'pending', 'bZ4X'),
  ];

  it('"all creates" takes only the pending creates, never a withdrawal', () => {
    expect(pendingIdsOfType(changes, 'create')).toEqual([changes[0]?.id]);
    expect(pendingIdsOfType(changes, 'withdraw')).toEqual([changes[3]?.id]);
  });

  it('a selection keeps only changes that can be decided', () => {
    const ids = new Set(changes.map((c) => c.id));
    const decidable = decidableSelection(changes, ids);
    expect(decidable).toHaveLength(5);
    expect(changes.filter((c) => decidable.includes(c.id)).map((c) => c.type)).not.toContain('unchanged');
  });

  it('filters by type and status together', () => {
    expect(filterChanges(changes, { type: 'withdraw', status: 'rejected' })).toEqual([changes[4]]);
    expect(filterChanges(changes, { type: undefined, status: undefined })).toHaveLength(changes.length);
  });

  it('plans the apply from approved changes only', () => {
    expect(applyPlan(changes)).toEqual({ creates: 1, updates: 0, withdrawals: 0, total: 1 });
  });

  it('tallies per type', () => {
    expect(tallyByType(changes).create).toEqual({ total: 2, approved: 1, pending: 1 });
  });

  it('groups missing models', () => {
    expect(missingModels(changes)).toEqual([
      { make: 'Toyota', model: 'bZ4X', count: 2, cars: [changes[6]?.car, changes[7]?.car] },
    ]);
  });
});

describe('changes blocked by a price conflict', () => {
  const conflict = {
    kind: 'conflicting_prices' as const,
    terms: { mileage_per_year: 15000, period_months: 36, first_payment: 0 },
    monthlyPrices: [2999, 3049],
    chosen: null,
  };
  const blocked = { ...change('create'), warnings: [conflict] };
  const resolved = { ...change('create'), warnings: [{ ...conflict, chosen: 2999 }] };
  const plain = change('create');

  it('are never in a bulk approval or an approval of the selection', () => {
    const changes = [blocked, resolved, plain];
    expect(isBlockedChange(blocked)).toBe(true);
    expect(isBlockedChange(resolved)).toBe(false);
    expect(pendingIdsOfType(changes, 'create')).toEqual([resolved.id, plain.id]);
    expect(approvableIds(changes, [blocked.id, plain.id])).toEqual([plain.id]);
  });
});

describe('changes whose car needs review ("Kræver kontrol")', () => {
  const withChecks = (status: ChangeStatus, passed: boolean): ImportChangeJson => {
    const base = change('create', status);
    const car = base.car ? { ...base.car, checks: [{ check: 'total_agrees' as const, passed }] } : null;
    return { ...base, car };
  };
  const held = withChecks('pending', false);
  const corrected = withChecks('pending', true);
  const dropped = withChecks('rejected', false);

  it('are never approved in bulk or by selection, and are counted as blocked until rejected', () => {
    const changes = [held, corrected, dropped];
    expect(pendingIdsOfType(changes, 'create')).toEqual([corrected.id]);
    expect(approvableIds(changes, [held.id, corrected.id])).toEqual([corrected.id]);
    expect(blockedCounts(changes)).toEqual({ total: 1, price_conflict: 0, needs_review: 1 });
  });
});

describe('the cars the reading summary counts', () => {
  it('are the read cars, not withdrawals nor cars split off or added in the review', () => {
    const read = change('create');
    const split = { ...change('create'), origin: 'split' as const };
    const added = { ...change('update'), origin: 'admin' as const };
    expect(reviewedCars([read, split, added, change('withdraw')])).toEqual([read.car]);
  });
});
