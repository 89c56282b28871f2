import { describe, expect, it, vi } from 'vitest';
import type { Tracker } from '../tracker';
import { createTrackedEventBus, withEventForwarding } from './tracked-event-bus';

function fakeTracker(): Tracker {
  let enabled = false;
  return {
    init: vi.fn(),
    grantConsent: vi.fn(() => {
      enabled = true;
    }),
    revokeConsent: vi.fn(),
    get isEnabled() {
      return enabled;
    },
    track: vi.fn(),
  };
}

describe('withEventForwarding', () => {
  it('passes every call to the tracker and publishes each tracked event', () => {
    const bus = createTrackedEventBus();
    const listener = vi.fn();
    bus.subscribe(listener);
    const inner = fakeTracker();
    const tracker = withEventForwarding(inner, bus);
    tracker.init();
    tracker.grantConsent();
    expect(tracker.isEnabled).toBe(true);
    tracker.track('price_cap_note_click', { listing_id: 'a' } as never);
    expect(inner.track).toHaveBeenCalledWith('price_cap_note_click', { listing_id: 'a' });
    expect(listener).toHaveBeenCalledWith({ name: 'price_cap_note_click', properties: { listing_id: 'a' } });
  });

  it('keeps a failing listener away from the caller and the other listeners', () => {
    const bus = createTrackedEventBus();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const after = vi.fn();
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const unsubscribe = bus.subscribe(after);
    expect(() => bus.publish({ name: 'page_view', properties: {} })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.any(Error));
    unsubscribe();
    bus.publish({ name: 'page_view', properties: {} });
    expect(after).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
