import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserTracker } from './browser-tracker';

function fakeWindow() {
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible', referrer: '' });
  const sendBeacon = vi.fn((_url: string, _data: string) => true);
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => ({ status: 202 }));
  const window = Object.assign(new EventTarget(), {
    document,
    fetch,
    location: { pathname: '/listings' },
    innerWidth: 1280,
    navigator: { userAgent: 'Mozilla/5.0 Chrome/126', maxTouchPoints: 0, sendBeacon },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: number) => clearTimeout(handle),
  });
  const storageReads: string[] = [];
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(window, name, {
      get() {
        storageReads.push(name);
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  return { window, document, sendBeacon, fetch, storageReads };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createBrowserTracker', () => {
  it('wires fetch, timers, the page and beacons on hide, and never touches the device storage (ADR 050)', async () => {
    const page = fakeWindow();
    const tracker = createBrowserTracker(page.window as unknown as Window);
    tracker.init();
    tracker.grantConsent();
    tracker.track('page_view', {
      page_type: 'home',
      page_name: 'Forside',
      query: '',
      page_load_type: 'cold',
    });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(page.fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(page.fetch.mock.calls[0]?.[1].body)).events[0]).toMatchObject({
      path: '/listings',
      device_type: 'desktop',
    });

    tracker.track('page_view', { page_type: 'home', page_name: 'Forside', query: '', page_load_type: 'spa' });
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    expect(page.sendBeacon).toHaveBeenCalledWith(
      '/api/events',
      expect.stringContaining('"page_load_type":"spa"'),
    );
    expect(page.storageReads).toEqual([]);
    expect(String(page.fetch.mock.calls[0]?.[1].body)).not.toContain('session_id');
  });
});
