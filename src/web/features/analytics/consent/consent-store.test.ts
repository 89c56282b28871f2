import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../../../domain/analytics/tracking-deps';
import { CONSENT_STORAGE_KEY, readConsent } from './consent-storage';
import { createConsentStore, isBannerOpen, SERVER_CONSENT_STATE } from './consent-store';

const now = () => new Date('2026-11-22T10:00:00Z');

describe('consent store', () => {
  it('opens the banner when there is no choice, never on the server or while hydrating', () => {
    expect(isBannerOpen(createConsentStore(memoryStorage(), now).getSnapshot())).toBe(true);
    expect(isBannerOpen(SERVER_CONSENT_STATE)).toBe(false);
  });

  it('stores the choice with version and date, closes the banner and tells subscribers', () => {
    const storage = memoryStorage();
    const store = createConsentStore(storage, now);
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose('declined');
    expect(listener).toHaveBeenCalledOnce();
    expect(JSON.parse(storage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: 1,
      choice: 'declined',
      decidedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(isBannerOpen(store.getSnapshot())).toBe(false);
    expect(isBannerOpen(createConsentStore(storage, now).getSnapshot())).toBe(false);
  });

  it('reopens from the footer and closes again with the new choice', () => {
    const store = createConsentStore(memoryStorage(), now);
    store.choose('declined');
    store.reopen();
    expect(isBannerOpen(store.getSnapshot())).toBe(true);
    store.choose('accepted');
    expect(store.getSnapshot()).toMatchObject({ reopened: false, stored: { choice: 'accepted' } });
    expect(isBannerOpen(store.getSnapshot())).toBe(false);
  });

  it('asks again for a choice of another version, or an unreadable one', () => {
    const storage = memoryStorage();
    storage.setItem(CONSENT_STORAGE_KEY, '{"version":0,"choice":"accepted","decidedAt":"2025-01-01"}');
    expect(readConsent(storage)).toBeUndefined();
    storage.setItem(CONSENT_STORAGE_KEY, '{oops');
    expect(readConsent(storage)).toBeUndefined();
    storage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"choice":"maybe"}');
    expect(isBannerOpen(createConsentStore(storage, now).getSnapshot())).toBe(true);
  });

  it('still closes the banner for this page when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const store = createConsentStore(blocked, now);
    store.choose('accepted');
    expect(isBannerOpen(store.getSnapshot())).toBe(false);
  });
});
