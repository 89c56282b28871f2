import { describe, expect, it, vi } from 'vitest';
import { createMixpanelForwarder, type MixpanelClient } from './mixpanel-forwarder';
import { createTrackedEventBus } from './tracked-event-bus';

function fakeMixpanel() {
  let optedIn = false;
  const client = {
    init: vi.fn(),
    register: vi.fn(),
    track: vi.fn(),
    opt_in_tracking: vi.fn(() => {
      optedIn = true;
    }),
    opt_out_tracking: vi.fn(() => {
      optedIn = false;
    }),
    has_opted_in_tracking: () => optedIn,
  } satisfies MixpanelClient;
  return client;
}

function setup(utm = {}) {
  const bus = createTrackedEventBus();
  const mixpanel = fakeMixpanel();
  const load = vi.fn(async () => mixpanel);
  const warn = vi.fn();
  const forwarder = createMixpanelForwarder({
    token: '0123456789abcdef0123456789abcdef',
    load,
    bus,
    firstTouchUtm: () => utm,
    warn,
  });
  return { bus, mixpanel, load, warn, forwarder };
}

describe('Mixpanel forwarder', () => {
  it('loads nothing and sends nothing until the visitor accepts', async () => {
    const { bus, load, forwarder } = setup();
    bus.publish({ name: 'page_view', properties: { page_type: 'home' } });
    await forwarder.revoke();
    expect(load).not.toHaveBeenCalled();
  });

  it('on accept: initialises on the EU host with localStorage, opts in, registers UTM, forwards events', async () => {
    const { bus, mixpanel, forwarder } = setup({ utm_source: 'google' });
    await forwarder.accept();
    expect(mixpanel.init).toHaveBeenCalledWith(
      '0123456789abcdef0123456789abcdef',
      expect.objectContaining({
        api_host: 'https://api-eu.mixpanel.com',
        persistence: 'localStorage',
        opt_out_tracking_by_default: true,
      }),
    );
    expect(mixpanel.opt_in_tracking).toHaveBeenCalledOnce();
    expect(mixpanel.register).toHaveBeenCalledWith({ utm_source: 'google' });
    bus.publish({ name: 'listing_click', properties: { listing_id: 'x' } });
    expect(mixpanel.track).toHaveBeenCalledWith('listing_click', { listing_id: 'x' });
  });

  it('does not opt in again on a later page when Mixpanel remembers the opt-in; loads once', async () => {
    const { mixpanel, load, forwarder } = setup();
    mixpanel.opt_in_tracking();
    mixpanel.opt_in_tracking.mockClear();
    await forwarder.accept();
    await forwarder.accept();
    expect(mixpanel.opt_in_tracking).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledOnce();
    expect(mixpanel.init).toHaveBeenCalledOnce();
  });

  it('on revoke: stops forwarding and opts out; accepting again resumes', async () => {
    const { bus, mixpanel, forwarder } = setup();
    await forwarder.accept();
    await forwarder.revoke();
    expect(mixpanel.opt_out_tracking).toHaveBeenCalledOnce();
    bus.publish({ name: 'page_view', properties: {} });
    expect(mixpanel.track).not.toHaveBeenCalled();
    await forwarder.accept();
    bus.publish({ name: 'page_view', properties: {} });
    expect(mixpanel.track).toHaveBeenCalledOnce();
    expect(mixpanel.opt_in_tracking).toHaveBeenCalledTimes(2);
  });

  it('a revoke while loading wins: nothing is forwarded', async () => {
    const { bus, mixpanel, forwarder } = setup();
    const accepting = forwarder.accept();
    await forwarder.revoke();
    await accepting;
    bus.publish({ name: 'page_view', properties: {} });
    expect(mixpanel.track).not.toHaveBeenCalled();
    expect(mixpanel.opt_in_tracking).not.toHaveBeenCalled();
  });

  it('a failed load is only logged, and a later accept tries again', async () => {
    const { load, warn, forwarder, mixpanel } = setup();
    load.mockRejectedValueOnce(new Error('chunk failed'));
    await forwarder.accept();
    expect(warn).toHaveBeenCalledWith('Track failed silently', expect.any(Error));
    await forwarder.accept();
    expect(mixpanel.opt_in_tracking).toHaveBeenCalledOnce();
  });
});
