import { describe, expect, it } from 'vitest';
import { MAX_EVENT_BYTES, MAX_EVENTS_PER_BATCH } from '../../../domain/analytics/analytics-event';
import { validAnalyticsEvents } from '../../../domain/analytics/analytics-event-examples';
import { clampOccurredAt } from './event-row';
import { sortEventBatch } from './sort-event-batch';

/** A valid event whose JSON is exactly `bytes` long (the padding key is stripped by the schema). */
function eventOfBytes(bytes: number, filler = 'x') {
  const base = { ...validAnalyticsEvents.page_view, padding: '' };
  const room = bytes - new TextEncoder().encode(JSON.stringify(base)).length;
  const fillerBytes = new TextEncoder().encode(filler).length;
  return { ...base, padding: filler.repeat(Math.floor(room / fillerBytes)) + 'x'.repeat(room % fillerBytes) };
}

describe('sortEventBatch', () => {
  it('keeps an event of exactly 32 KB and drops one byte more, counting UTF-8 bytes', () => {
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;
    expect(bytes(eventOfBytes(MAX_EVENT_BYTES))).toBe(MAX_EVENT_BYTES);
    expect(bytes(eventOfBytes(MAX_EVENT_BYTES + 1, 'ø'))).toBe(MAX_EVENT_BYTES + 1);
    const sorted = sortEventBatch({
      events: [
        eventOfBytes(MAX_EVENT_BYTES),
        eventOfBytes(MAX_EVENT_BYTES + 1),
        eventOfBytes(MAX_EVENT_BYTES + 1, 'ø'),
      ],
    });
    expect(sorted).toMatchObject({ kind: 'batch', invalid: 0, oversized: 2 });
    if (sorted.kind === 'batch')
      expect(sorted.accepted.map(({ event }) => event)).toEqual([validAnalyticsEvents.page_view]);
  });

  it('takes 50 events and refuses 51', () => {
    const events = Array.from({ length: MAX_EVENTS_PER_BATCH }, () => validAnalyticsEvents.page_view);
    expect(sortEventBatch({ events })).toMatchObject({ kind: 'batch', invalid: 0, oversized: 0 });
    expect(sortEventBatch({ events: [...events, validAnalyticsEvents.page_view] })).toEqual({
      kind: 'too_many',
    });
  });

  it('counts an event nested 5 000 deep as invalid without measuring it (JSON.stringify overflowed)', () => {
    const deep = JSON.parse(`${'['.repeat(5_000)}1${']'.repeat(5_000)}`);
    const sorted = sortEventBatch({ events: [deep, { ...validAnalyticsEvents.page_view, extra: deep }] });
    expect(sorted).toEqual({ kind: 'batch', accepted: [], invalid: 2, oversized: 0 });
    const kept = sortEventBatch({ events: [deep, validAnalyticsEvents.page_view] });
    expect(kept).toMatchObject({
      kind: 'batch',
      invalid: 1,
      accepted: [{ event: validAnalyticsEvents.page_view }],
    });
  });

  it('reads the client time outside the contract', () => {
    const sorted = sortEventBatch({ events: [{ ...validAnalyticsEvents.page_view, occurred_at: 1234 }] });
    expect(sorted.kind === 'batch' && sorted.accepted[0]?.clientTime).toBe(1234);
  });
});

describe('clampOccurredAt', () => {
  const received = new Date('2026-11-22T12:00:00.000Z');
  const day = 86_400_000;
  it('keeps a time within a day of receipt and clamps the rest', () => {
    expect(clampOccurredAt(received.getTime() - day, received).getTime()).toBe(received.getTime() - day);
    expect(clampOccurredAt(received.getTime() - day - 1, received).getTime()).toBe(received.getTime() - day);
    expect(clampOccurredAt(received.getTime() + day + 1, received).getTime()).toBe(received.getTime() + day);
    expect(clampOccurredAt(Number.NaN, received)).toBe(received);
    expect(clampOccurredAt('2026-11-22T11:00:00Z', received)).toBe(received);
  });
});
