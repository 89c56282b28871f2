/** Spec §2 transitions: fade in 300 ms; none into a listing page; 150 ms when leaving one. */
export const FADE_IN_MS = 300;
export const FADE_FROM_LISTING_MS = 150;
/** Focus moves to the new page's h1 (or main) this long after it rendered. */
export const FOCUS_DELAY_MS = 100;

const isListingPath = (path: string) => path.includes('/listing/');

/** Milliseconds of fade-in for the content of `toPath`; 0 = none. */
export function fadeDurationFor(fromPath: string, toPath: string, reducedMotion: boolean): number {
  if (reducedMotion || isListingPath(toPath)) return 0;
  return isListingPath(fromPath) ? FADE_FROM_LISTING_MS : FADE_IN_MS;
}
