import { describe, expect, it } from 'vitest';
import { FADE_FROM_LISTING_MS, FADE_IN_MS, fadeDurationFor } from './page-transition';

describe('fadeDurationFor', () => {
  it('fades a new page in over 300 ms', () => {
    expect(fadeDurationFor('/', '/listings', false)).toBe(FADE_IN_MS);
    expect(FADE_IN_MS).toBe(300);
  });

  it('does not fade into a listing page, also not from another one', () => {
    expect(fadeDurationFor('/listings', '/listing/abc', false)).toBe(0);
    expect(fadeDurationFor('/listing/abc', '/listing/def', false)).toBe(0);
  });

  it('fades for 150 ms when leaving a listing page', () => {
    expect(fadeDurationFor('/listing/abc', '/listings', false)).toBe(FADE_FROM_LISTING_MS);
    expect(FADE_FROM_LISTING_MS).toBe(150);
  });

  it('never fades when the visitor prefers reduced motion', () => {
    expect(fadeDurationFor('/', '/listings', true)).toBe(0);
    expect(fadeDurationFor('/listing/abc', '/', true)).toBe(0);
  });

  it('treats /listings as not a listing page', () => {
    expect(fadeDurationFor('/', '/listings', false)).toBe(300);
  });
});
