import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageViewRules } from '../../../../domain/analytics/page-view-rules';
import { memoryStorage } from '../../../../domain/analytics/tracking-deps';
import { onBfcacheRestore } from './bfcache-restores';
import { createPageViewAssembler } from './page-view-assembler';
import { sendRestoredPageView } from './route-page-views';

function pageViewState() {
  const sent: Record<string, unknown>[] = [];
  const now = () => Date.now();
  const state = {
    pageViewRules: createPageViewRules({ now }),
    pageViews: createPageViewAssembler({ now, send: (view) => sent.push(view) }),
    tabStorage: memoryStorage(),
    pageViewsSent: 0,
  };
  return { state, sent };
}

describe('sendRestoredPageView', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 22, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a pageshow from the back-forward cache sends a bfcache page_view of the page on screen', () => {
    const { state, sent } = pageViewState();
    const location = { pathname: '/listings', search: '?make=audi&utm_source=nyhedsbrev' };
    // The app start's view of the results page, with the details the page reported.
    state.pageViewRules.initial(location);
    state.pageViews.route('/listings?make=audi&utm_source=nyhedsbrev', { page_type: 'results' });
    state.pageViews.details('/listings?make=audi&utm_source=nyhedsbrev', {
      results_session_id: 'rs_1_a',
      results_count: 9,
      latency_ms: 0,
    });

    const fakeWindow = new EventTarget();
    onBfcacheRestore(fakeWindow, () => sendRestoredPageView(state, location));
    vi.advanceTimersByTime(120_000);
    fakeWindow.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));

    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({
      page_type: 'results',
      page_load_type: 'bfcache',
      query: 'make=audi&utm_source=nyhedsbrev',
      utm_source: 'nyhedsbrev',
      results_session_id: 'rs_1_a',
      results_count: 9,
      latency_ms: 0,
    });
    expect(state.pageViewsSent).toBe(1);
  });
});
