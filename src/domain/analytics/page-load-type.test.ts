import { describe, expect, it } from 'vitest';
import { type PageLoadSignals, pageLoadType, pageShowLoadType } from './page-load-type';

describe('pageLoadType', () => {
  it.each<[string, PageLoadSignals, string]>([
    [
      'in-app navigation wins over everything',
      { inAppNavigation: true, persisted: true, navigationType: 'reload' },
      'spa',
    ],
    ['a bfcache restore', { inAppNavigation: false, persisted: true, navigationType: 'navigate' }, 'bfcache'],
    ['back/forward without a restore', { inAppNavigation: false, navigationType: 'back_forward' }, 'bfcache'],
    ['a reload', { inAppNavigation: false, navigationType: 'reload', dnsLookupMs: 30 }, 'warm'],
    [
      'a navigation with a cached DNS lookup',
      { inAppNavigation: false, navigationType: 'navigate', dnsLookupMs: 0 },
      'warm',
    ],
    [
      'a navigation with a real lookup',
      { inAppNavigation: false, navigationType: 'navigate', dnsLookupMs: 12 },
      'cold',
    ],
    ['a navigation without timing data', { inAppNavigation: false, navigationType: 'navigate' }, 'cold'],
    ['legacy reload', { inAppNavigation: false, legacyNavigationType: 1 }, 'warm'],
    ['legacy back/forward', { inAppNavigation: false, legacyNavigationType: 2 }, 'bfcache'],
    ['legacy navigate', { inAppNavigation: false, legacyNavigationType: 0 }, 'cold'],
    ['nothing known', { inAppNavigation: false }, 'cold'],
  ])('%s → %s', (_case, signals, expected) => {
    expect(pageLoadType(signals)).toBe(expected);
  });
});

describe('pageShowLoadType', () => {
  it('makes a back-forward cache restore a bfcache view and ignores the pageshow of a normal load', () => {
    expect(pageShowLoadType({ persisted: true })).toBe('bfcache');
    expect(pageShowLoadType({ persisted: false })).toBeUndefined();
  });
});
