import { describe, expect, it } from 'vitest';
import {
  lastValidDay,
  type OfferSourceInfo,
  offerSourceText,
  offersExpired,
  priceListDisplayName,
} from './offer-freshness';

/** Issue 27 part 5 (ADR 056): "offers past their valid-until or order-by date stop showing automatically". */
describe('the last day offers hold and whether they have expired', () => {
  it.each([
    { validUntil: null, orderBy: null, today: '2026-11-12', lastDay: null, expired: false },
    { validUntil: '2026-11-12', orderBy: null, today: '2026-11-12', lastDay: '2026-11-12', expired: false },
    { validUntil: '2026-11-11', orderBy: null, today: '2026-11-12', lastDay: '2026-11-11', expired: true },
    {
      validUntil: '2026-12-31',
      orderBy: '2026-11-30',
      today: '2026-12-01',
      lastDay: '2026-11-30',
      expired: true,
    },
    {
      validUntil: '2026-11-30',
      orderBy: '2026-12-31',
      today: '2026-11-30',
      lastDay: '2026-11-30',
      expired: false,
    },
    { validUntil: null, orderBy: '2027-01-05', today: '2026-12-31', lastDay: '2027-01-05', expired: false },
  ])(
    'valid until $validUntil, order by $orderBy, today $today → last day $lastDay, expired $expired',
    ({ validUntil, orderBy, today, lastDay, expired }) => {
      expect(lastValidDay(validUntil, orderBy)).toBe(lastDay);
      expect(offersExpired(lastValidDay(validUntil, orderBy), today)).toBe(expired);
    },
  );
});

describe('where a price came from, as the detail page says it', () => {
  const source = (
    kind: OfferSourceInfo['kind'],
    name: string | null,
    page: number | null,
  ): OfferSourceInfo => ({
    kind,
    name,
    page,
    confirmed_at: '2026-11-12T09:00:00.000Z',
  });
  it.each([
    {
      source: source('price_list', 'prisliste-nov.pdf', 3),
      text: 'Fra prislisten prisliste-nov.pdf, side 3',
    },
    { source: source('price_list', 'Indsat tekst', null), text: 'Fra prislisten Indsat tekst' },
    {
      source: source('price_list', 'https://bilhuset.dk/priser/Skoda%20privat.pdf', 2),
      text: 'Fra prislisten Skoda privat.pdf, side 2',
    },
    { source: source('admin', null, null), text: 'Indtastet af admin' },
  ])('$text', ({ source: info, text }) => {
    expect(offerSourceText(info)).toBe(text);
  });

  it('names a batch of several lists by its first', () => {
    expect(priceListDisplayName('a.pdf, b.pdf')).toBe('a.pdf');
  });
});
