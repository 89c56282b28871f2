import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { analyticsEventSchema } from '../../../../domain/analytics/analytics-event';
import { exampleEnvelope } from '../../../../domain/analytics/analytics-event-examples';
import { memoryStorage } from '../../../../domain/analytics/tracking-deps';
import { parseListingSearch } from '../../../../domain/listings/listing-search-params';
import type { Tracker } from '../tracker';
import { filterEvents } from './filter-events';

type Sent = Record<string, unknown> & { event: string };

function setup() {
  const sent: Sent[] = [];
  const tracker = {
    isEnabled: true,
    track: (event: string, properties: Record<string, unknown>) => sent.push({ event, ...properties }),
  } as unknown as Tracker;
  const events = filterEvents(
    { tracker, tabStorage: memoryStorage() },
    {
      now: () => Date.now(),
      scheduler: {
        setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
        clearTimeout: (handle) => clearTimeout(handle as number),
      },
    },
  );
  return { sent, events };
}

const valid = (event: Sent) => z.safeParse(analyticsEventSchema, { ...exampleEnvelope, ...event }).success;
const search = (raw: Record<string, unknown>) => parseListingSearch(raw);
const defaultSort = search({}).sort;

describe('filterEvents', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('sends filter_change at once for a chip and filters_apply when the changed search settles', () => {
    const { sent, events } = setup();
    events.resultsSettled(search({}), 180);
    events.changed({ makes: [], sort: defaultSort }, { makes: ['BMW'] });
    expect(sent.map((event) => event.event)).toEqual(['filter_change']);
    expect(sent[0]).toMatchObject({
      filter_key: 'makes',
      filter_action: 'add',
      filter_method: 'checkbox',
      total_active_filters: 1,
      value: ['BMW'],
      previous_value: null,
    });

    vi.advanceTimersByTime(250);
    events.resultsSettled(search({}), 180); // the old search's results again: stale, not an apply
    expect(sent).toHaveLength(1);
    events.resultsSettled(search({ makes: ['BMW'] }), 12);
    expect(sent[1]).toMatchObject({
      event: 'filters_apply',
      results_count: 12,
      previous_results_count: 180,
      results_delta: -168,
      is_zero_results: false,
      latency_ms: 250,
      changed_filters: ['makes'],
      apply_trigger: 'auto',
    });
    events.resultsSettled(search({ makes: ['BMW'] }), 12);
    expect(sent).toHaveLength(2);
    expect(sent.every(valid)).toBe(true);
  });

  it('reports the sort as sortOrder and a reset as clear with the reset_button trigger', () => {
    const { sent, events } = setup();
    events.changed({ sort: defaultSort }, { sort: 'asc' });
    expect(sent[0]).toMatchObject({ filter_key: 'sortOrder', filter_method: 'dropdown', value: 'asc' });
    events.reset(
      { price_max: 4000, fuel_type: ['el'], sort: 'asc' },
      { price_max: undefined, fuel_type: [] },
    );
    expect(sent.slice(1).map((event) => [event.filter_key, event.filter_action])).toEqual([
      ['price_max', 'clear'],
      ['fuel_type', 'clear'],
    ]);
    events.resultsSettled(search({ sort: 'asc' }), 180);
    expect(sent.at(-1)).toMatchObject({ event: 'filters_apply', apply_trigger: 'reset_button' });
    expect(sent.every(valid)).toBe(true);
  });

  it('gives the overlay an ov_ id, its dwell and changed keys, and the apply its overlay_id', () => {
    const { sent, events } = setup();
    events.overlayOpened('toolbar', { fuel_type: ['el', 'hybrid'] });
    events.changed({ km: undefined, sort: defaultSort }, { km: 15000 });
    vi.advanceTimersByTime(4000);
    events.overlayClosed('apply_button');
    events.overlayClosed('back'); // already closed: no second event
    events.resultsSettled(search({ km: 15000 }), 40);
    expect(sent.map((event) => event.event)).toEqual([
      'filter_overlay_open',
      'filter_change',
      'filter_overlay_close',
      'filters_apply',
    ]);
    const overlayId = sent[0]?.overlay_id;
    expect(overlayId).toMatch(/^ov_\d+_[a-z0-9]+$/);
    expect(sent[0]).toMatchObject({ entry_surface: 'toolbar', total_active_filters: 2 });
    expect(sent[2]).toMatchObject({
      overlay_id: overlayId,
      close_reason: 'apply_button',
      dwell_ms: 4000,
      changed_keys: ['mileage_km_per_year'],
    });
    expect(sent[3]).toMatchObject({ overlay_id: overlayId, changed_filters: ['mileage_km_per_year'] });
    expect(sent.every(valid)).toBe(true);
  });

  it('drops the changes of an overlay closed without applying', () => {
    const { sent, events } = setup();
    events.overlayOpened('toolbar', {});
    events.changed({ makes: [] }, { makes: ['Audi'] });
    events.overlayClosed('back');
    events.resultsSettled(search({ makes: ['Audi'] }), 3);
    expect(sent.map((event) => event.event)).toEqual([
      'filter_overlay_open',
      'filter_change',
      'filter_overlay_close',
    ]);
  });

  it('sends nothing for a patch that changes nothing tracked', () => {
    const { sent, events } = setup();
    events.changed({ makes: ['BMW'], q: 'x' }, { makes: ['bmw'], q: 'y' });
    events.resultsSettled(search({}), 5);
    expect(sent).toEqual([]);
  });
});
