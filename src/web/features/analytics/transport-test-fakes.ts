import { vi } from 'vitest';
import type { Scheduler } from '../../../domain/analytics/tracking-deps';
import type { TransportFetch } from './event-transport';

export type FetchCall = Parameters<TransportFetch>[1] & { url: string; events: object[] };

/**
 * A fake collector: records every request and answers with the next scripted status (202 when the
 * script is empty); 'network' rejects like an unreachable server, 'hang' never answers until aborted.
 */
export function fakeCollector() {
  const calls: FetchCall[] = [];
  const script: (number | 'network' | 'hang' | { status: number; retryAfter: string })[] = [];
  const fetch: TransportFetch = (url, init) => {
    calls.push({ ...init, url, events: (JSON.parse(init.body) as { events: object[] }).events });
    const answer = script.shift() ?? 202;
    if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (typeof answer === 'object') {
      const headers = { get: (name: string) => (name === 'retry-after' ? answer.retryAfter : null) };
      return Promise.resolve({ status: answer.status, headers });
    }
    return Promise.resolve({ status: answer });
  };
  return { calls, script, fetch };
}

/** Window timers, which `vi.useFakeTimers()` replaces. */
export const windowScheduler: Scheduler = {
  setTimeout: (callback, delayMs) => setTimeout(callback, delayMs),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export const fakeWarn = () => vi.fn<(message: 'Track failed silently', detail: unknown) => void>();
