import { readSessionJson, SESSION_KEYS, writeSessionJson } from './session-store';

/** Spec §3/§4: the product records in session storage whether the latest move was "back". */
export type NavigationState = { isNavigatingBack: boolean; timestamp: number };

/** A back move older than this belongs to an earlier page, not to the render now in progress. */
export const BACK_NAVIGATION_MAX_AGE_MS = 10_000;

export type HistoryActionType = 'PUSH' | 'REPLACE' | 'BACK' | 'FORWARD' | 'GO';

export function recordHistoryAction(
  action: { type: HistoryActionType; index?: number },
  now: number = Date.now(),
): void {
  const isNavigatingBack = action.type === 'BACK' || (action.type === 'GO' && (action.index ?? 0) < 0);
  writeSessionJson(SESSION_KEYS.navigationState, { isNavigatingBack, timestamp: now });
}

export function readNavigationState(): NavigationState | undefined {
  const state = readSessionJson<Partial<NavigationState>>(SESSION_KEYS.navigationState);
  if (typeof state?.isNavigatingBack !== 'boolean' || typeof state.timestamp !== 'number') return undefined;
  return { isNavigatingBack: state.isNavigatingBack, timestamp: state.timestamp };
}

/** True when the visitor arrived here with the browser's back button (or history.back) just now. */
export function isNavigatingBack(now: number = Date.now(), maxAgeMs = BACK_NAVIGATION_MAX_AGE_MS): boolean {
  const state = readNavigationState();
  return Boolean(state?.isNavigatingBack && now - state.timestamp <= maxAgeMs);
}
