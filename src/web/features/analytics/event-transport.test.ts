import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_EVENT_BYTES } from '../../../domain/analytics/analytics-event';
import {
  BEACON_MAX_BYTES,
  createEventTransport,
  type EventTransportDeps,
  MAX_QUEUED_EVENTS,
  MAX_RETRY_DELAY_MS,
  retryAfterMs,
  retryDelayMs,
} from './event-transport';
import { fakeCollector, fakeWarn, windowScheduler } from './transport-test-fakes';

const event = (n: number) => ({ event: 'page_view', n });
const events = (count: number, from = 0) => Array.from({ length: count }, (_, i) => event(from + i));

function setup(overrides: Partial<EventTransportDeps> = {}) {
  const collector = fakeCollector();
  const warn = fakeWarn();
  const transport = createEventTransport({
    fetch: collector.fetch,
    scheduler: windowScheduler,
    warn,
    ...overrides,
  });
  transport.setEnabled(true);
  return { ...collector, warn, transport };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batching', () => {
  it('sends the queued events 5 s after the first of them, as one JSON batch to /api/events', async () => {
    const { calls, transport } = setup();
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(2_000);
    transport.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/events', method: 'POST', events: [event(1), event(2)] });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(transport.queuedCount).toBe(0);
  });

  it('sends at once when 50 are queued, and the 51st waits for its own 5 s', async () => {
    const { calls, transport } = setup();
    for (const item of events(51)) transport.enqueue(item);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.events).toEqual(events(50));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[1]?.events).toEqual([event(50)]);
  });

  it('sends nothing and queues nothing while disabled (the start state)', async () => {
    const collector = fakeCollector();
    const transport = createEventTransport({ fetch: collector.fetch, scheduler: windowScheduler });
    for (const item of events(60)) transport.enqueue(item);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport.queuedCount).toBe(0);
    expect(collector.calls).toHaveLength(0);
  });

  it('drops an event over 32 KB with a warning before it is queued; exactly 32 KB is kept', async () => {
    const { calls, warn, transport } = setup();
    const padded = (bytes: number) => {
      const base = JSON.stringify({ event: 'x', pad: '' }).length;
      return { event: 'x', pad: 'a'.repeat(bytes - base) };
    };
    transport.enqueue(padded(MAX_EVENT_BYTES + 1));
    expect(transport.queuedCount).toBe(0);
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.stringContaining('32768 byte limit'));
    transport.enqueue(padded(MAX_EVENT_BYTES));
    expect(transport.queuedCount).toBe(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls[0]?.events).toEqual([padded(MAX_EVENT_BYTES)]);
  });
});

describe('retries', () => {
  it('waits 1 s, 2 s, 4 s … after consecutive failures, never more than 10 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(retryDelayMs)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 64_000, 128_000, 256_000, 512_000,
    ]);
    expect(retryDelayMs(11)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(40)).toBe(600_000);
  });

  it('retries a 5xx batch on that schedule, the same events each time', async () => {
    const { calls, script, transport } = setup();
    script.push(...Array<number>(12).fill(503));
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    for (const delay of [...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(retryDelayMs), 600_000]) {
      const before = calls.length;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(calls).toHaveLength(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(before + 1);
    }
    expect(calls.every((call) => JSON.stringify(call.events) === JSON.stringify([event(1)]))).toBe(true);
  });

  it('retries after 429, a network error and a timeout, then starts again at 1 s after a success', async () => {
    const { calls, script, warn, transport } = setup();
    script.push(429, 'network', 'hang', 202, 500);
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(5_000); // 429
    await vi.advanceTimersByTimeAsync(1_000); // network error
    await vi.advanceTimersByTimeAsync(2_000); // hangs
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(90_000); // aborted after 90 s
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1); // 4 s after the timeout: accepted
    expect(calls).toHaveLength(4);
    expect(transport.queuedCount).toBe(0);

    transport.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(5_000); // 500
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(6);
    expect(calls[5]?.events).toEqual([event(2)]);
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.anything());
  });

  it('reads Retry-After as seconds or an HTTP date, capped at 10 minutes, 0 when absent or invalid', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Sun, 22 Nov 2026 10:01:00 GMT', now)).toBe(60_000);
    expect(retryAfterMs('86400', now)).toBe(600_000);
    expect(retryAfterMs('soon', now)).toBe(0);
    expect(retryAfterMs(null, now)).toBe(0);
  });

  it("waits for a 429's Retry-After when it is longer than the backoff", async () => {
    const { calls, script, transport } = setup();
    script.push({ status: 429, retryAfter: '30' });
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(5_000); // 429, Retry-After: 30
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(transport.queuedCount).toBe(0);
  });

  it('keeps events queued during a backoff and sends them with the retried batch', async () => {
    const { calls, script, transport } = setup();
    script.push(503);
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(5_000);
    transport.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls[1]?.events).toEqual([event(1), event(2)]);
  });

  it('halves the batch on 413, sends the rest in batches of that size and keeps the size', async () => {
    const { calls, script, transport } = setup();
    script.push(413, 413);
    for (const item of events(50)) transport.enqueue(item);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.events.length)).toEqual([50, 25, 13, 13, 13]);
    await vi.advanceTimersByTimeAsync(5_000); // fewer than a batch wait for the timer
    expect(calls.map((call) => call.events.length)).toEqual([50, 25, 13, 13, 13, 11]);
    expect(calls.slice(2).flatMap((call) => call.events)).toEqual(events(50));
    for (const item of events(13, 50)) transport.enqueue(item);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)?.events).toEqual(events(13, 50));
  });

  it('drops a single event the collector refuses as too large, or a batch it answers 400, with a warning', async () => {
    const { calls, script, warn, transport } = setup();
    script.push(413, 400);
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(5_000);
    transport.enqueue(event(2));
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(calls).toHaveLength(2);
    expect(transport.queuedCount).toBe(0);
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.stringContaining('413'));
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.stringContaining('400'));
  });
});

describe('queue limit', () => {
  it('keeps at most 1000 events while the collector is unreachable, dropping the oldest with a warning', () => {
    const bodies: string[] = [];
    const { script, warn, transport } = setup({ sendBeacon: (_url, data) => bodies.push(data) > 0 });
    script.push('hang');
    for (const item of events(50)) transport.enqueue(item); // in flight, never answered
    for (const item of events(1_001, 100)) transport.enqueue(item);
    expect(transport.queuedCount).toBe(MAX_QUEUED_EVENTS);
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.stringContaining('queue full'));
    transport.sendOnPageHide();
    const sent = bodies.flatMap((body) => (JSON.parse(body) as { events: object[] }).events);
    expect(sent).toEqual(events(1_000, 101));
  });
});

describe('page hide', () => {
  it('sends everything queued by sendBeacon as text, without fetch', () => {
    const sendBeacon = vi.fn((_url: string, _data: string) => true);
    const { calls, transport } = setup({ sendBeacon });
    for (const item of events(3)) transport.enqueue(item);
    transport.sendOnPageHide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/events');
    expect(JSON.parse(sendBeacon.mock.calls[0]?.[1] ?? '')).toEqual({ events: events(3) });
    expect(typeof sendBeacon.mock.calls[0]?.[1]).toBe('string');
    expect(calls).toHaveLength(0);
    expect(transport.queuedCount).toBe(0);
  });

  it('falls back to a keepalive fetch when the beacon is refused, missing or throws', () => {
    const refused = setup({ sendBeacon: () => false });
    refused.transport.enqueue(event(1));
    refused.transport.sendOnPageHide();
    expect(refused.calls[0]).toMatchObject({ keepalive: true, events: [event(1)] });
    expect(refused.calls[0]?.headers['content-type']).toBe('text/plain');

    const missing = setup();
    missing.transport.enqueue(event(2));
    missing.transport.sendOnPageHide();
    expect(missing.calls[0]).toMatchObject({ keepalive: true, events: [event(2)] });

    const throwing = setup({
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    throwing.transport.enqueue(event(3));
    expect(() => throwing.transport.sendOnPageHide()).not.toThrow();
    expect(throwing.calls[0]).toMatchObject({ keepalive: true, events: [event(3)] });
  });

  it('splits what is queued into beacons of at most 50 events and 60 000 bytes', () => {
    const bodies: string[] = [];
    const { script, transport } = setup({ sendBeacon: (_url, data) => bodies.push(data) > 0 });
    script.push('hang');
    // While a batch is in flight the queue may grow past 50.
    for (const item of events(50, 100)) transport.enqueue(item);
    const big = (n: number) => ({ event: 'x', n, pad: 'a'.repeat(25_000) });
    for (const n of [1, 2, 3]) transport.enqueue(big(n));
    for (const item of events(50)) transport.enqueue(item);
    transport.sendOnPageHide();
    const sent = bodies.map((body) => (JSON.parse(body) as { events: object[] }).events);
    expect(bodies.every((body) => body.length <= BEACON_MAX_BYTES)).toBe(true);
    expect(sent.every((batch) => batch.length <= 50)).toBe(true);
    expect(sent.map((batch) => batch.length)).toEqual([2, 50, 1]);
    expect(sent.flat()).toEqual([big(1), big(2), big(3), ...events(50)]);
  });

  it('sends nothing on page hide while disabled', () => {
    const sendBeacon = vi.fn(() => true);
    const { transport } = setup({ sendBeacon });
    transport.enqueue(event(1));
    transport.setEnabled(false);
    transport.sendOnPageHide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('disabling', () => {
  it('drops the queue and a pending retry, and ignores the answer to a request already sent', async () => {
    const { calls, script, transport } = setup();
    script.push(503, 'hang');
    transport.enqueue(event(1));
    await vi.advanceTimersByTimeAsync(5_000);
    transport.enqueue(event(2));
    transport.setEnabled(false);
    expect(transport.queuedCount).toBe(0);
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(calls).toHaveLength(1);

    transport.setEnabled(true);
    transport.enqueue(event(3));
    await vi.advanceTimersByTimeAsync(5_000); // hangs
    transport.setEnabled(false);
    await vi.advanceTimersByTimeAsync(90_000 + MAX_RETRY_DELAY_MS); // aborted, not retried
    expect(calls).toHaveLength(2);
    expect(calls[1]?.events).toEqual([event(3)]);
  });

  it('never throws when fetch throws synchronously', async () => {
    const warn = fakeWarn();
    const transport = createEventTransport({
      fetch: () => {
        throw new Error('boom');
      },
      scheduler: windowScheduler,
      warn,
    });
    transport.setEnabled(true);
    for (const item of events(50)) expect(() => transport.enqueue(item)).not.toThrow();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.any(Error));
  });
});
