import { MAX_EVENTS_PER_BATCH } from '../../../domain/analytics/analytics-limits';
import { isWithinPayloadLimit, utf8ByteLength } from '../../../domain/analytics/event-values';
import type { Scheduler } from '../../../domain/analytics/tracking-deps';
import { eventsApi } from '../../../domain/api/events-api';

export const EVENTS_ENDPOINT = eventsApi.collect.path;
export const FLUSH_INTERVAL_MS = 5_000;
export const FIRST_RETRY_DELAY_MS = 1_000;
export const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 90_000;
/** Browsers refuse beacons and keepalive requests beyond 64 KiB in flight; stay below with a margin. */
export const BEACON_MAX_BYTES = 60_000;
/** While the collector is unreachable the queue keeps at most this many events, the oldest go first. */
export const MAX_QUEUED_EVENTS = 1_000;

export type TrackWarn = (message: 'Track failed silently', detail: unknown) => void;

export type TransportFetch = (
  url: string,
  init: {
    method: 'POST';
    headers: Record<string, string>;
    body: string;
    keepalive?: boolean;
    signal?: AbortSignal;
  },
) => Promise<{ status: number; headers?: { get(name: string): string | null } }>;

export interface EventTransportDeps {
  fetch: TransportFetch;
  /** `navigator.sendBeacon` bound to navigator; absent where the browser has none. */
  sendBeacon?: (url: string, data: string) => boolean;
  scheduler: Scheduler;
  warn?: TrackWarn;
  endpoint?: string;
}

export interface EventTransport {
  /** Queues one event (already validated); drops it, with a warning, when its JSON is over 32 KB. */
  enqueue(event: object): void;
  /** Sends what is queued now, unless a batch is in flight or a retry is waiting. */
  flush(): void;
  /** The page is being hidden or left: everything queued goes out by beacon, or keepalive fetch. */
  sendOnPageHide(): void;
  /** Off (the start state): nothing is sent, and the queue, timers and pending retries are dropped. */
  setEnabled(enabled: boolean): void;
  readonly queuedCount: number;
}

/** 1 s, 2 s, 4 s … for the 1st, 2nd, 3rd … consecutive failure, never more than 10 minutes. */
/** A 429's Retry-After in milliseconds (seconds or an HTTP date), capped like the backoff; 0 without. */
export function retryAfterMs(header: string | null | undefined, now: number): number {
  if (!header) return 0;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(seconds) ? Math.min(Math.max(0, seconds), MAX_RETRY_DELAY_MS) : 0;
}

export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
}

const isRetryable = (status: number) => status >= 500 || status === 429;
const batchBody = (events: readonly object[]) => JSON.stringify({ events });

/**
 * Batches events to the first-party collector (ADR 021, spec §9): a batch goes when 50 are queued or
 * 5 s after the first of them; 5xx, 429, network errors and timeouts are retried with exponential
 * backoff capped at 10 minutes; a 413 halves the batch. Nothing here ever throws to the caller.
 */
export function createEventTransport(deps: EventTransportDeps): EventTransport {
  const endpoint = deps.endpoint ?? EVENTS_ENDPOINT;
  const warn: TrackWarn = deps.warn ?? ((message, detail) => console.warn(message, detail));
  let enabled = false;
  let queue: object[] = [];
  let batchLimit = MAX_EVENTS_PER_BATCH;
  let failures = 0;
  let inFlight = false;
  let flushTimer: unknown;
  let retryTimer: unknown;
  /** Bumped when consent is revoked, so the answer to an earlier request changes nothing. */
  let generation = 0;

  function clearTimer(handle: unknown) {
    if (handle !== undefined) deps.scheduler.clearTimeout(handle);
  }

  function scheduleFlush() {
    if (flushTimer !== undefined || retryTimer !== undefined || queue.length === 0) return;
    flushTimer = deps.scheduler.setTimeout(() => {
      flushTimer = undefined;
      flush();
    }, FLUSH_INTERVAL_MS);
  }

  function scheduleRetry(atLeastMs = 0) {
    failures++;
    clearTimer(flushTimer);
    flushTimer = undefined;
    retryTimer = deps.scheduler.setTimeout(
      () => {
        retryTimer = undefined;
        flush();
      },
      Math.max(retryDelayMs(failures), atLeastMs),
    );
  }

  let serverRetryAfterMs = 0;

  async function post(batch: object[]): Promise<number | 'network_error'> {
    const controller = new AbortController();
    const timeout = deps.scheduler.setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    try {
      const response = await deps.fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: batchBody(batch),
        signal: controller.signal,
      });
      // The collector's rate limit says when to come back (ADR 021); never sooner than our backoff.
      serverRetryAfterMs =
        response.status === 429 ? retryAfterMs(response.headers?.get('retry-after'), Date.now()) : 0;
      return response.status;
    } catch (error) {
      warn('Track failed silently', error);
      return 'network_error';
    } finally {
      deps.scheduler.clearTimeout(timeout);
    }
  }

  async function send(batch: object[]) {
    const sentIn = generation;
    inFlight = true;
    const status = await post(batch);
    if (sentIn !== generation) return;
    inFlight = false;
    if (status === 'network_error' || isRetryable(status)) {
      if (status !== 'network_error') warn('Track failed silently', `collector answered ${status}`);
      queue = [...batch, ...queue];
      scheduleRetry(status === 429 ? serverRetryAfterMs : 0);
      return;
    }
    if (status === 413 && batch.length > 1) {
      queue = [...batch, ...queue];
      batchLimit = Math.ceil(batch.length / 2);
      flush();
      return;
    }
    // The halved batch size stays: a collector that refused 50 once would refuse them again.
    failures = 0;
    if (status >= 400)
      warn('Track failed silently', `collector answered ${status}; ${batch.length} events dropped`);
    if (queue.length >= batchLimit) flush();
    else scheduleFlush();
  }

  function flush() {
    if (!enabled || inFlight || retryTimer !== undefined || queue.length === 0) return;
    clearTimer(flushTimer);
    flushTimer = undefined;
    const batch = queue.slice(0, batchLimit);
    queue = queue.slice(batch.length);
    void send(batch).catch((error: unknown) => warn('Track failed silently', error));
  }

  function beaconChunks(events: readonly object[]): object[][] {
    const chunks: object[][] = [];
    let chunk: object[] = [];
    for (const event of events) {
      const candidate = [...chunk, event];
      if (
        chunk.length > 0 &&
        (candidate.length > MAX_EVENTS_PER_BATCH || utf8ByteLength(batchBody(candidate)) > BEACON_MAX_BYTES)
      ) {
        chunks.push(chunk);
        chunk = [event];
      } else {
        chunk = candidate;
      }
    }
    if (chunk.length > 0) chunks.push(chunk);
    return chunks;
  }

  function sendOnPageHide() {
    if (!enabled || queue.length === 0) return;
    const events = queue;
    queue = [];
    clearTimer(flushTimer);
    flushTimer = undefined;
    for (const chunk of beaconChunks(events)) {
      const body = batchBody(chunk);
      let queued = false;
      try {
        queued = deps.sendBeacon?.(endpoint, body) ?? false;
      } catch (error) {
        warn('Track failed silently', error);
      }
      if (queued) continue;
      deps
        .fetch(endpoint, { method: 'POST', headers: { 'content-type': 'text/plain' }, body, keepalive: true })
        .catch((error: unknown) => warn('Track failed silently', error));
    }
  }

  function enqueue(event: object) {
    if (!enabled) return;
    if (!isWithinPayloadLimit(event, (message) => warn('Track failed silently', message))) return;
    queue.push(event);
    if (queue.length > MAX_QUEUED_EVENTS) {
      queue = queue.slice(queue.length - MAX_QUEUED_EVENTS);
      warn('Track failed silently', 'analytics queue full; oldest event dropped');
    }
    if (queue.length >= batchLimit) flush();
    else scheduleFlush();
  }

  return {
    enqueue(event) {
      try {
        enqueue(event);
      } catch (error) {
        warn('Track failed silently', error);
      }
    },
    flush() {
      try {
        flush();
      } catch (error) {
        warn('Track failed silently', error);
      }
    },
    sendOnPageHide() {
      try {
        sendOnPageHide();
      } catch (error) {
        warn('Track failed silently', error);
      }
    },
    setEnabled(next) {
      enabled = next;
      if (next) {
        scheduleFlush();
        return;
      }
      generation++;
      queue = [];
      inFlight = false;
      failures = 0;
      batchLimit = MAX_EVENTS_PER_BATCH;
      clearTimer(flushTimer);
      clearTimer(retryTimer);
      flushTimer = undefined;
      retryTimer = undefined;
    },
    get queuedCount() {
      return queue.length;
    },
  };
}
