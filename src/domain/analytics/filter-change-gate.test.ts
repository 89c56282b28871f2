import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnalyticsEventOf, analyticsEventSchema } from './analytics-event';
import { validAnalyticsEvents } from './analytics-event-examples';
import {
  createFilterChangeGate,
  FILTER_INPUT_DEBOUNCE_MS,
  FILTER_REPEAT_WINDOW_MS,
} from './filter-change-gate';

type FilterChange = AnalyticsEventOf<'filter_change'>;
const base = analyticsEventSchema.parse(validAnalyticsEvents.filter_change) as FilterChange;
const change = (patch: Partial<FilterChange>): FilterChange => ({ ...base, ...patch });

describe('createFilterChangeGate', () => {
  let sent: FilterChange[];
  let gate: ReturnType<typeof createFilterChangeGate>;

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    gate = createFilterChangeGate({
      now: () => Date.now(),
      scheduler: globalThis,
      send: (event) => sent.push(event),
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends clicks at once', () => {
    gate.push(change({ filter_method: 'checkbox', value: ['audi'] }));
    gate.push(change({ filter_method: 'dropdown', filter_key: 'fuel_type', value: ['ev'] }));
    expect(sent).toHaveLength(2);
  });

  it('never sends changes that come from the URL', () => {
    gate.push(change({ filter_method: 'url' }));
    vi.advanceTimersByTime(5000);
    expect(sent).toEqual([]);
  });

  it('suppresses the same filter, method and value within 1 s', () => {
    const audi = change({ filter_method: 'checkbox', value: ['audi'] });
    gate.push(audi);
    vi.advanceTimersByTime(FILTER_REPEAT_WINDOW_MS - 1);
    gate.push(audi);
    gate.push(change({ filter_method: 'checkbox', value: ['audi', 'bmw'] }));
    expect(sent.map((event) => event.value)).toEqual([['audi'], ['audi', 'bmw']]);
    vi.advanceTimersByTime(FILTER_REPEAT_WINDOW_MS);
    gate.push(audi);
    expect(sent).toHaveLength(3);
  });

  it('debounces a slider 400 ms per filter and keeps the value before the burst', () => {
    gate.push(
      change({ filter_key: 'price_max', filter_method: 'slider', value: 4000, previous_value: 5000 }),
    );
    vi.advanceTimersByTime(300);
    gate.push(
      change({ filter_key: 'price_max', filter_method: 'slider', value: 3500, previous_value: 4000 }),
    );
    vi.advanceTimersByTime(FILTER_INPUT_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ value: 3500, previous_value: 5000 });
  });

  it('debounces each filter on its own and flushes on demand', () => {
    gate.push(change({ filter_key: 'price_max', filter_method: 'input', value: 4000 }));
    gate.push(change({ filter_key: 'price_min', filter_method: 'input', value: 1000 }));
    gate.flush();
    expect(sent.map((event) => event.filter_key)).toEqual(['price_max', 'price_min']);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });
});
