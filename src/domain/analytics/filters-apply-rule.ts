/**
 * Whether results that just settled are a filters_apply (original system §6): only with pending filter
 * changes (a reset counts even without), and only when the results belong to the filters now in force —
 * results of an older fingerprint are stale and dropped.
 */
export function shouldSendFiltersApply(input: {
  changedFilters: readonly string[];
  trigger: 'auto' | 'reset_button' | 'url_navigation';
  resultsFingerprint: string;
  currentFingerprint: string;
}): boolean {
  if (input.resultsFingerprint !== input.currentFingerprint) return false;
  return input.changedFilters.length > 0 || input.trigger === 'reset_button';
}
