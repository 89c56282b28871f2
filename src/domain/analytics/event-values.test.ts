import { describe, expect, it, vi } from 'vitest';
import { storedFuelTypes } from '../listings/vehicle-values';
import { analyticsEventSchema, MAX_EVENT_BYTES } from './analytics-event';
import { validAnalyticsEvents } from './analytics-event-examples';
import {
  analyticsFuelType,
  changedLeaseTermKeys,
  isWithinPayloadLimit,
  leaseScoreBand,
  positionBucket,
  resultsListPosition,
  roundEventNumbers,
  shouldSendLeaseTermsApply,
  utf8ByteLength,
} from './event-values';

describe('leaseScoreBand', () => {
  it.each([
    [100, 'excellent'],
    [80, 'excellent'],
    [79.5, 'excellent'],
    [79.4, 'good'],
    [60, 'good'],
    [59, 'fair'],
    [40, 'fair'],
    [39, 'weak'],
    [0, 'weak'],
  ])('%d → %s', (score, band) => {
    expect(leaseScoreBand(score)).toBe(band);
  });
});

describe('analyticsFuelType', () => {
  it('maps every stored fuel value', () => {
    const mapped = Object.fromEntries(storedFuelTypes.map((fuel) => [fuel, analyticsFuelType(fuel)]));
    expect(mapped).toEqual({
      Electric: 'ev',
      Petrol: 'ice',
      Diesel: 'ice',
      'Hybrid - Petrol': 'phev',
      'Hybrid - Diesel': 'phev',
      'Plug-in - Petrol': 'phev',
      'Plug-in - Diesel': 'phev',
    });
  });

  it('reads other spellings and leaves unknown values out', () => {
    expect(analyticsFuelType(' GASOLINE ')).toBe('ice');
    expect(analyticsFuelType('Benzin')).toBe('ice');
    expect(analyticsFuelType('electric (BEV)')).toBe('ev');
    expect(analyticsFuelType('Hydrogen')).toBeUndefined();
    expect(analyticsFuelType(null)).toBeUndefined();
    expect(analyticsFuelType('')).toBeUndefined();
  });
});

describe('positionBucket', () => {
  it.each([
    [1, '1-3'],
    [3, '1-3'],
    [4, '4-6'],
    [6, '4-6'],
    [7, '7-12'],
    [12, '7-12'],
    [13, '13+'],
    [1000, '13+'],
  ])('%d → %s', (position, bucket) => {
    expect(positionBucket(position)).toBe(bucket);
  });
});

describe('resultsListPosition', () => {
  it.each([
    // [place on page, page, page size, position, bucket]
    [1, 1, 20, 1, '1-3'],
    [3, 1, 20, 3, '1-3'],
    [4, 1, 20, 4, '4-6'],
    [12, 1, 20, 12, '7-12'],
    [20, 1, 20, 20, '13+'],
    [1, 3, 20, 41, '13+'],
    [5, 3, 20, 45, '13+'],
    [20, 3, 20, 60, '13+'],
    [2, 2, 10, 12, '7-12'],
    [3, 2, 10, 13, '13+'],
  ])('card %d on page %d of %d is position %d (%s)', (onPage, page, size, position, bucket) => {
    const result = resultsListPosition(onPage, page, size);
    expect(result).toBe(position);
    expect(positionBucket(result)).toBe(bucket);
  });

  it('stays inside the contract range 1–1000', () => {
    expect(resultsListPosition(1, 21, 50)).toBe(1000);
    expect(resultsListPosition(50, 200, 50)).toBe(1000);
    expect(resultsListPosition(1, 0, 20)).toBe(1);
  });
});

describe('roundEventNumbers', () => {
  it('rounds nested numbers and leaves other values alone', () => {
    const event = {
      ...validAnalyticsEvents.price_cap_note_click,
      ideal_price: 3499.6,
      price_cap_delta: -0.4,
      display_price: 3999.5,
    };
    const rounded = roundEventNumbers(event);
    expect(rounded).toMatchObject({ ideal_price: 3500, price_cap_delta: -0, display_price: 4000 });
    expect(rounded.listing_id).toBe(event.listing_id);
    expect(analyticsEventSchema.safeParse(event).success).toBe(false);
    expect(analyticsEventSchema.safeParse(rounded).success).toBe(true);
  });

  it('rounds inside arrays and nested objects', () => {
    expect(roundEventNumbers({ a: [1.2, { b: 2.7 }], c: null, d: 'x', e: true })).toEqual({
      a: [1, { b: 3 }],
      c: null,
      d: 'x',
      e: true,
    });
  });
});

describe('payload size', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('æøå')).toBe(6);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('🚗')).toBe(4);
  });

  it('keeps an event up to 32 KB and drops a bigger one with a warning', () => {
    const warn = vi.fn();
    const base = validAnalyticsEvents.page_view;
    const overhead = JSON.stringify({ ...base, page_name: '' }).length;
    const atLimit = { ...base, page_name: 'a'.repeat(MAX_EVENT_BYTES - overhead) };
    expect(isWithinPayloadLimit(atLimit, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
    // 'ø' is two bytes: one more character crosses the limit in bytes, not in characters.
    const overLimit = { ...base, page_name: `${'a'.repeat(MAX_EVENT_BYTES - overhead - 1)}ø` };
    expect(isWithinPayloadLimit(overLimit, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('page_view dropped: 32769 bytes'));
  });
});

describe('lease_terms_apply', () => {
  const previous = { mileage_km_per_year: 15000, term_months: 36, first_payment_dkk: 0 };

  it('lists the changed keys', () => {
    expect(changedLeaseTermKeys(previous, { ...previous })).toEqual([]);
    expect(
      changedLeaseTermKeys(previous, { ...previous, first_payment_dkk: 10000, term_months: 24 }),
    ).toEqual(['term_months', 'first_payment_dkk']);
    expect(changedLeaseTermKeys(previous, { ...previous, mileage_km_per_year: 15000.2 })).toEqual([]);
  });

  it('is not sent with zero changed keys', () => {
    expect(shouldSendLeaseTermsApply({ changed_keys: [] })).toBe(false);
    expect(shouldSendLeaseTermsApply({ changed_keys: ['term_months'] })).toBe(true);
  });
});
