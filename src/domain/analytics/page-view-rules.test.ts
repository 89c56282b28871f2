import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canonicalQuery,
  createPageViewRules,
  isListingDetailPath,
  type PageViewRules,
} from './page-view-rules';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const DETAIL = '/listing/3f0c8a52-2c1e-4b8e-9a55-0d3f3e1b7c11';

describe('canonicalQuery', () => {
  it('sorts and re-encodes so equal queries compare equal', () => {
    expect(canonicalQuery('?b=2&a=1')).toBe(canonicalQuery('a=1&b=2'));
    expect(canonicalQuery('?q=bil+hus&a=%C3%A6')).toBe('a=%C3%A6&q=bil%20hus');
    expect(canonicalQuery('?')).toBe('');
    expect(canonicalQuery('?bad=%E0%A4%A')).toBe('bad=%25E0%25A4%25A');
  });

  it('recognises a listing detail path', () => {
    expect(isListingDetailPath(DETAIL)).toBe(true);
    expect(isListingDetailPath('/listings')).toBe(false);
    expect(isListingDetailPath('/listing/a/b')).toBe(false);
  });
});

describe('createPageViewRules', () => {
  let rules: PageViewRules;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 12));
    rules = createPageViewRules({ now: () => Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** App start on `location`, then its first router resolution, then `ms` later. */
  const start = (location = at('/'), ms = 1000) => {
    expect(rules.initial(location)).toEqual({ action: 'page_view' });
    expect(rules.resolved(location)).toEqual({ action: 'ignore', reason: 'first_resolution' });
    vi.advanceTimersByTime(ms);
  };

  it('sends the initial page view and ignores the first resolution', () => {
    start();
  });

  it('sends a page view for each navigation to another page', () => {
    start();
    expect(rules.resolved(at('/listings', '?make=audi'))).toEqual({ action: 'page_view' });
    vi.advanceTimersByTime(1000);
    expect(rules.resolved(at(DETAIL))).toEqual({ action: 'page_view' });
  });

  it('suppresses the same path and query within 200 ms (a double mount)', () => {
    expect(rules.initial(at('/listings', '?a=1&b=2'))).toEqual({ action: 'page_view' });
    vi.advanceTimersByTime(199);
    expect(rules.initial(at('/listings', '?b=2&a=1'))).toEqual({ action: 'ignore', reason: 'duplicate' });
  });

  it('suppresses the same path within 500 ms, even with another query', () => {
    start(at('/'), 0);
    rules.resolved(at('/listings'));
    vi.advanceTimersByTime(300);
    expect(rules.resolved(at('/listings', '?make=bmw'))).toEqual({ action: 'ignore', reason: 'same_path' });
    vi.advanceTimersByTime(199);
    expect(rules.resolved(at('/listings', '?make=audi'))).toEqual({ action: 'ignore', reason: 'same_path' });
    vi.advanceTimersByTime(1);
    expect(rules.resolved(at('/listings', '?make=vw'))).toEqual({ action: 'page_view' });
  });

  it('does not suppress another path within 500 ms', () => {
    start(at('/'), 0);
    expect(rules.resolved(at('/listings'))).toEqual({ action: 'page_view' });
    vi.advanceTimersByTime(50);
    expect(rules.resolved(at(DETAIL))).toEqual({ action: 'page_view' });
  });

  it('ignores hash-only changes and re-resolutions of the same location', () => {
    start(at('/om-os'));
    expect(rules.resolved(at('/om-os', '', '#team'))).toEqual({ action: 'ignore', reason: 'hash_only' });
    vi.advanceTimersByTime(5000);
    expect(rules.resolved(at('/om-os', '', '#team'))).toEqual({ action: 'ignore', reason: 'unchanged' });
  });

  it('ignores opening and closing the filter overlay, but not filters applied as it closes', () => {
    start(at('/listings', '?fuel_type=petrol'));
    vi.advanceTimersByTime(5000);
    expect(rules.resolved(at('/listings', '?fuel_type=petrol&showFilters=true'))).toEqual({
      action: 'ignore',
      reason: 'ui_state',
    });
    vi.advanceTimersByTime(5000);
    expect(rules.resolved(at('/listings', '?fuel_type=petrol'))).toEqual({
      action: 'ignore',
      reason: 'ui_state',
    });
    vi.advanceTimersByTime(5000);
    rules.resolved(at('/listings', '?fuel_type=petrol&showFilters=true'));
    vi.advanceTimersByTime(5000);
    expect(rules.resolved(at('/listings', '?fuel_type=diesel'))).toEqual({ action: 'page_view' });
  });

  it.each([
    ['?km=20000', ['km']],
    ['?km=15000&mdr=24', ['mdr']],
    ['?km=15000&udb=10000', ['udb']],
    [
      '?km=15000&selectedMileage=25000&selectedTerm=48&selectedDeposit=0',
      ['selectedDeposit', 'selectedMileage', 'selectedTerm'],
    ],
    ['', ['km']],
  ])('on a listing detail, only configuration params changed (%s) → lease_terms_apply', (search, changed) => {
    start(at(DETAIL, '?km=15000'));
    const decision = rules.resolved(at(DETAIL, search));
    expect(decision.action).toBe('lease_terms_apply');
    expect(decision.action === 'lease_terms_apply' && [...decision.changedParams].sort()).toEqual(changed);
  });

  it('on a listing detail, a change of another param is a page view', () => {
    start(at(DETAIL, '?km=15000'));
    expect(rules.resolved(at(DETAIL, '?km=20000&source_event_id=x'))).toEqual({ action: 'page_view' });
  });

  it('configuration params on another page are a page view', () => {
    start(at('/listings', '?km=15000'));
    expect(rules.resolved(at('/listings', '?km=20000'))).toEqual({ action: 'page_view' });
  });

  it('moving to another listing with the same params is a page view', () => {
    start(at(DETAIL, '?km=15000'));
    expect(rules.resolved(at('/listing/other-id', '?km=20000'))).toEqual({ action: 'page_view' });
  });

  it('a page restored from the back-forward cache is a page view, and later navigation compares with it', () => {
    start(at('/listings', '?make=audi'));
    expect(rules.resolved(at(DETAIL))).toEqual({ action: 'page_view' });
    vi.advanceTimersByTime(60_000);
    // Back: the results page comes out of the cache; its router does not resolve again.
    expect(rules.restored(at('/listings', '?make=audi'))).toEqual({ action: 'page_view' });
    vi.advanceTimersByTime(1000);
    expect(rules.resolved(at('/listings', '?make=audi'))).toEqual({ action: 'ignore', reason: 'unchanged' });
    expect(rules.resolved(at(DETAIL, '?km=20000'))).toEqual({ action: 'page_view' });
  });

  it('a restore within the duplicate windows of the last page view is suppressed like any other', () => {
    start(at('/listings'), 0);
    vi.advanceTimersByTime(100);
    expect(rules.restored(at('/listings'))).toEqual({ action: 'ignore', reason: 'duplicate' });
    vi.advanceTimersByTime(400);
    expect(rules.restored(at('/listings'))).toEqual({ action: 'page_view' });
  });
});
