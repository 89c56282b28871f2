import { describe, expect, it } from 'vitest';
import { listingEntryMethod, referrerHost } from './entry-method';

describe('referrerHost', () => {
  it.each([
    ['https://www.Google.com/search?q=leasing', 'www.google.com'],
    ['http://localhost:5173/listings', 'localhost:5173'],
    ['https://user:pw@facebook.com/', 'facebook.com'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
    ['', null],
    [null, null],
    ['not a url', null],
    ['/relative/path', null],
  ])('%s → %s', (referrer, host) => {
    expect(referrerHost(referrer)).toBe(host);
  });
});

describe('listingEntryMethod', () => {
  const ownHost = 'leasingmatch.dk';

  it('is internal_grid_click for in-app navigation, whatever the referrer', () => {
    expect(listingEntryMethod({ inAppNavigation: true, referrerHost: 'google.com', ownHost })).toBe(
      'internal_grid_click',
    );
  });

  it('is direct without a referrer or from our own host', () => {
    expect(listingEntryMethod({ inAppNavigation: false, referrerHost: null, ownHost })).toBe('direct');
    expect(
      listingEntryMethod({
        inAppNavigation: false,
        referrerHost: 'leasingmatch.dk',
        ownHost: 'Leasingmatch.dk',
      }),
    ).toBe('direct');
  });

  it('is ad from any other host', () => {
    expect(listingEntryMethod({ inAppNavigation: false, referrerHost: 'www.google.com', ownHost })).toBe(
      'ad',
    );
    expect(listingEntryMethod({ inAppNavigation: false, referrerHost: 'www.leasingmatch.dk', ownHost })).toBe(
      'ad',
    );
  });
});
