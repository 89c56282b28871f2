import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OVERLAY_ID_PATTERN } from './analytics-event';
import { createFilterOverlayTracker } from './filter-overlay';

describe('createFilterOverlayTracker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives an ov_ id from open to close and the dwell time', () => {
    const overlay = createFilterOverlayTracker({ now: () => Date.now(), random: Math.random });
    const opened = overlay.open('toolbar');
    expect(opened.overlay_id).toMatch(OVERLAY_ID_PATTERN);
    expect(overlay.currentOverlayId).toBe(opened.overlay_id);
    vi.advanceTimersByTime(5400);
    expect(overlay.close('apply_button')).toEqual({
      overlay_id: opened.overlay_id,
      close_reason: 'apply_button',
      dwell_ms: 5400,
    });
    expect(overlay.currentOverlayId).toBeUndefined();
    expect(overlay.close('backdrop')).toBeUndefined();
  });

  it('gives each opening a new id', () => {
    const overlay = createFilterOverlayTracker({ now: () => Date.now(), random: Math.random });
    const first = overlay.open('chip').overlay_id;
    overlay.close('back');
    vi.advanceTimersByTime(1);
    expect(overlay.open('cta').overlay_id).not.toBe(first);
  });
});
