import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULTS_CTX_HASH_PATTERN } from './analytics-event';
import {
  currentResultsSessionId,
  filterFingerprint,
  normaliseFilterValue,
  resultsCtxHash,
  resultsFiltersFromSearch,
  resultsSessionFor,
} from './results-session';
import { memoryStorage } from './tracking-deps';

describe('filter fingerprint', () => {
  it('normalises values', () => {
    expect(normaliseFilterValue('  BMW ')).toBe('bmw');
    expect(normaliseFilterValue('4999.6')).toBe('5000');
    expect(normaliseFilterValue(4999.4)).toBe('4999');
    expect(normaliseFilterValue(['Volvo', 'audi', ''])).toBe('audi,volvo');
    expect(normaliseFilterValue([])).toBeUndefined();
    expect(normaliseFilterValue('')).toBeUndefined();
    expect(normaliseFilterValue(null)).toBeUndefined();
  });

  it('is the same for the same search written differently', () => {
    expect(filterFingerprint({ make: ['Volvo', 'Audi'], price_max: '5000', sort_option: 'price_asc' })).toBe(
      filterFingerprint({ sort_option: ' PRICE_ASC', price_max: 5000, make: ['audi', 'volvo'], model: [] }),
    );
    expect(filterFingerprint({ make: ['audi'], price_max: 5000 })).toBe('make:audi|price_max:5000');
  });

  it('ignores keys outside the fingerprint', () => {
    expect(filterFingerprint({ make: 'audi', page: 3, transmission: 'manual' })).toBe('make:audi');
  });

  it('maps the /listings search names', () => {
    expect(
      filterFingerprint(
        resultsFiltersFromSearch({ makes: ['Audi'], km: 20000, mdr: 36, sort: 'price_asc', price_min: 0 }),
      ),
    ).toBe('make:audi|mileage_km_per_year:20000|price_min:0|sort_option:price_asc|term_months:36');
  });
});

describe('resultsCtxHash', () => {
  it('is at least 6 hex characters, stable, and changes with the context', () => {
    const hash = resultsCtxHash({ make: 'Audi', price_max: 5000 });
    expect(hash).toMatch(RESULTS_CTX_HASH_PATTERN);
    expect(hash).toHaveLength(8);
    expect(resultsCtxHash({ price_max: '5000', make: ' audi' })).toBe(hash);
    expect(resultsCtxHash({ make: 'Audi', price_max: 5001 })).not.toBe(hash);
    expect(resultsCtxHash({})).toMatch(RESULTS_CTX_HASH_PATTERN);
  });
});

describe('resultsSessionFor', () => {
  let storage: ReturnType<typeof memoryStorage>;
  const session = (filters: Record<string, unknown>) =>
    resultsSessionFor(filters, { storage, now: () => Date.now(), random: Math.random });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 12));
    storage = memoryStorage();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts rs_{timestamp}_{random} and keeps it while the fingerprint is unchanged', () => {
    const first = session({ make: ['audi'] });
    expect(first.isNew).toBe(true);
    expect(first.id).toMatch(new RegExp(`^rs_${Date.now()}_[a-z0-9]{8}$`));
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(session({ make: ['Audi'], page: 2, transmission: 'manual' })).toMatchObject({
      id: first.id,
      isNew: false,
    });
    expect(currentResultsSessionId(storage)).toBe(first.id);
  });

  it.each([
    ['make', 'bmw'],
    ['model', 'x3'],
    ['fuel_type', 'ev'],
    ['body_type', 'suv'],
    ['price_min', 1000],
    ['price_max', 4000],
    ['mileage_km_per_year', 20000],
    ['term_months', 24],
    ['sort_option', 'price_asc'],
  ])('a change of %s starts a new results session', (key, value) => {
    const first = session({ make: ['audi'] });
    vi.advanceTimersByTime(1);
    const next = session({ make: ['audi'], [key]: key === 'make' ? ['audi', value] : value });
    expect(next.isNew).toBe(true);
    expect(next.id).not.toBe(first.id);
    expect(currentResultsSessionId(storage)).toBe(next.id);
  });

  it('going back to the earlier filters starts another session rather than reusing the old one', () => {
    const audi = session({ make: 'audi' });
    vi.advanceTimersByTime(1);
    session({ make: 'bmw' });
    vi.advanceTimersByTime(1);
    expect(session({ make: 'audi' }).id).not.toBe(audi.id);
  });

  it('has no current id before the first search', () => {
    expect(currentResultsSessionId(storage)).toBeUndefined();
  });
});
