import type { Scheduler } from './tracking-deps';

export const IMPRESSION_MIN_VISIBLE_RATIO = 0.5;
export const IMPRESSION_MIN_VISIBLE_MS = 300;

/**
 * When a card counts as seen: at least half of it visible for 300 ms without a break while the tab is
 * visible. The web layer feeds it IntersectionObserver ratios and visibilitychange; `onImpression`
 * fires once per continuous visible stretch (dedup is impression-dedup's job).
 */
export function createImpressionTimer(deps: { scheduler: Scheduler; onImpression: (key: string) => void }) {
  const ratios = new Map<string, number>();
  const timers = new Map<string, unknown>();
  let tabVisible = true;

  const stop = (key: string) => {
    if (!timers.has(key)) return;
    deps.scheduler.clearTimeout(timers.get(key));
    timers.delete(key);
  };

  const startIfVisible = (key: string) => {
    if (!tabVisible || timers.has(key) || (ratios.get(key) ?? 0) < IMPRESSION_MIN_VISIBLE_RATIO) return;
    const timer = deps.scheduler.setTimeout(() => {
      timers.delete(key);
      deps.onImpression(key);
    }, IMPRESSION_MIN_VISIBLE_MS);
    timers.set(key, timer);
  };

  return {
    /** The card's visible share changed (IntersectionObserver ratio 0..1). */
    visibilityChanged(key: string, ratio: number): void {
      const wasVisible = (ratios.get(key) ?? 0) >= IMPRESSION_MIN_VISIBLE_RATIO;
      ratios.set(key, ratio);
      if (ratio < IMPRESSION_MIN_VISIBLE_RATIO) stop(key);
      else if (!wasVisible) startIfVisible(key);
    },

    tabVisibilityChanged(visible: boolean): void {
      tabVisible = visible;
      for (const key of ratios.keys()) {
        if (visible) startIfVisible(key);
        else stop(key);
      }
    },

    /** The card left the page. */
    remove(key: string): void {
      stop(key);
      ratios.delete(key);
    },
  };
}
