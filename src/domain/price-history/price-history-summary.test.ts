import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { droppedRecently, priceDropFirstDay, summarizePriceHistory } from './price-history-summary';
import { priceHistoryTexts } from './price-history-texts';
import type { PriceObservation } from './price-observation';

const NOW = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const seen = (days: number, price: number): PriceObservation => ({
  kind: 'appeared',
  observed_at: daysAgo(days),
  monthly_price: price,
});
const changed = (days: number, price: number): PriceObservation => ({
  kind: 'changed',
  observed_at: daysAgo(days),
  monthly_price: price,
});
const withdrawn = (days: number): PriceObservation => ({
  kind: 'withdrawn',
  observed_at: daysAgo(days),
  monthly_price: null,
});

describe('summarizePriceHistory', () => {
  it.each([
    { name: 'nothing observed', observations: [], texts: null },
    { name: 'one observation', observations: [seen(200, 3_000)], texts: null },
    { name: 'withdrawn now', observations: [seen(200, 3_000), withdrawn(10)], texts: null },
    {
      name: 'a drop 26 days ago, history of 200 days',
      observations: [seen(200, 3_295), changed(26, 3_095)],
      texts: ['Laveste pris i 90 dage', 'Faldet 200 kr. siden 3. nov.'],
    },
    {
      name: 'a drop, but history of only 60 days',
      observations: [seen(60, 3_295), changed(26, 3_095)],
      texts: ['Faldet 200 kr. siden 3. nov.'],
    },
    {
      name: 'a rise after a drop: neither lowest nor dropped',
      observations: [seen(200, 3_295), changed(50, 3_095), changed(10, 3_195)],
      texts: [],
    },
    {
      name: 'a drop to a price still above the low of 40 days ago',
      observations: [seen(200, 3_295), changed(40, 2_995), changed(30, 3_395), changed(5, 3_195)],
      texts: ['Faldet 200 kr. siden 24. nov.'],
    },
    {
      name: 'a drop before the 90 days and unchanged since: no low claimed',
      observations: [seen(300, 3_295), changed(120, 3_095)],
      texts: ['Faldet 200 kr. siden 1. aug.'],
    },
    {
      name: 'back after a withdrawal at a lower price: not a drop, not covered',
      observations: [seen(300, 3_295), withdrawn(100), seen(30, 2_995)],
      texts: [],
    },
  ])('$name', ({ observations, texts }) => {
    const history = summarizePriceHistory(observations, NOW);
    expect(history === null ? null : priceHistoryTexts(history)).toEqual(texts);
  });

  it('starts the chart at the first observation and carries the price at the chart start', () => {
    const recent = summarizePriceHistory([seen(100, 3_000), changed(20, 2_900)], NOW);
    expect(recent?.points).toEqual([
      { at: daysAgo(100), monthly_price: 3_000 },
      { at: daysAgo(20), monthly_price: 2_900 },
    ]);
    const old = summarizePriceHistory([seen(700, 3_100), changed(400, 3_000), changed(20, 2_900)], NOW);
    expect(old?.points).toEqual([
      { at: daysAgo(365), monthly_price: 3_000 },
      { at: daysAgo(20), monthly_price: 2_900 },
    ]);
    expect(old?.until).toBe(NOW.toISOString());
  });

  it('never draws or claims a period before the first observation', () => {
    const observation = fc.record({
      kind: fc.constantFrom('appeared', 'changed', 'withdrawn'),
      days: fc.integer({ min: 0, max: 800 }),
      price: fc.integer({ min: 1_000, max: 9_000 }),
    });
    fc.assert(
      fc.property(fc.array(observation, { minLength: 1, maxLength: 12 }), (drawn) => {
        const observations: PriceObservation[] = drawn.map((o) => ({
          kind: o.kind as PriceObservation['kind'],
          observed_at: daysAgo(o.days),
          monthly_price: o.kind === 'withdrawn' ? null : o.price,
        }));
        const history = summarizePriceHistory(observations, NOW);
        if (!history) return;
        const first = Math.min(...observations.map((o) => Date.parse(o.observed_at)));
        for (const point of history.points) expect(Date.parse(point.at)).toBeGreaterThanOrEqual(first);
        if (history.lowest_in_90_days) expect(first).toBeLessThanOrEqual(Date.parse(daysAgo(90)));
        if (history.dropped) expect(history.dropped.amount).toBeGreaterThan(0);
      }),
    );
  });
});

describe('droppedRecently', () => {
  it.each([
    { days: 3, recent: true },
    { days: 14, recent: true },
    { days: 16, recent: false },
  ])('a drop $days days ago is a recent drop: $recent', ({ days, recent }) => {
    const history = summarizePriceHistory([seen(200, 3_295), changed(days, 3_095)], NOW);
    expect(droppedRecently(history, '2026-11-29')).toBe(recent);
  });

  it('is no drop without history or after a rise', () => {
    expect(droppedRecently(null, '2026-11-29')).toBe(false);
    const rise = summarizePriceHistory([seen(200, 3_095), changed(2, 3_295)], NOW);
    expect(droppedRecently(rise, '2026-11-29')).toBe(false);
  });

  it('counts Danish days back from today', () => {
    expect(priceDropFirstDay('2026-11-29')).toBe('2026-11-15');
    expect(priceDropFirstDay('2026-03-05')).toBe('2026-02-19');
  });
});
