import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImpressionTimer } from './impression-timer';

describe('createImpressionTimer', () => {
  let seen: string[];
  let timer: ReturnType<typeof createImpressionTimer>;

  beforeEach(() => {
    vi.useFakeTimers();
    seen = [];
    timer = createImpressionTimer({ scheduler: globalThis, onImpression: (key) => seen.push(key) });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires after 300 ms at 50 % or more', () => {
    timer.visibilityChanged('a', 0.5);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a']);
  });

  it('does not fire below 50 %', () => {
    timer.visibilityChanged('a', 0.49);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it('restarts the 300 ms when the card drops below 50 % in between', () => {
    timer.visibilityChanged('a', 0.8);
    vi.advanceTimersByTime(200);
    timer.visibilityChanged('a', 0.2);
    vi.advanceTimersByTime(200);
    timer.visibilityChanged('a', 0.9);
    vi.advanceTimersByTime(299);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(['a']);
  });

  it('does not restart while the ratio changes above 50 %', () => {
    timer.visibilityChanged('a', 0.6);
    vi.advanceTimersByTime(200);
    timer.visibilityChanged('a', 1);
    vi.advanceTimersByTime(100);
    expect(seen).toEqual(['a']);
  });

  it('waits while the tab is hidden and starts again when it shows', () => {
    timer.tabVisibilityChanged(false);
    timer.visibilityChanged('a', 1);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
    timer.tabVisibilityChanged(true);
    vi.advanceTimersByTime(300);
    expect(seen).toEqual(['a']);
  });

  it('hiding the tab cancels a running timer', () => {
    timer.visibilityChanged('a', 1);
    vi.advanceTimersByTime(250);
    timer.tabVisibilityChanged(false);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });

  it('a removed card never fires', () => {
    timer.visibilityChanged('a', 1);
    timer.remove('a');
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([]);
  });
});
