import { SESSION_ID_PATTERN } from './analytics-limits';
import {
  type Clock,
  type KeyValueStorage,
  makeTrackingId,
  type Random,
  readJson,
  writeJson,
} from './tracking-deps';

export const ANALYTICS_SESSION_TTL_MS = 30 * 60 * 1000;
export const ANALYTICS_SESSION_KEY = 'analytics.session';

export type AnalyticsSession = { id: string; isNew: boolean };

type StoredSession = { id: string; lastActivityAt: number };

function isStoredSession(value: unknown): value is StoredSession {
  const session = value as StoredSession | undefined;
  return (
    typeof session?.id === 'string' &&
    SESSION_ID_PATTERN.test(session.id) &&
    typeof session.lastActivityAt === 'number' &&
    Number.isFinite(session.lastActivityAt)
  );
}

/**
 * The analytics session for an activity happening now (spec §4): the stored id while the previous
 * activity is less than 30 minutes ago, otherwise a new `s_{timestamp}_{random}`. Every call counts as
 * activity. `isNew` tells the caller to reset what belongs to the old session (impression dedup).
 */
export function touchAnalyticsSession(deps: {
  storage: KeyValueStorage;
  now: Clock;
  random: Random;
}): AnalyticsSession {
  const now = deps.now();
  const stored = readJson(deps.storage, ANALYTICS_SESSION_KEY);
  const active = isStoredSession(stored) && now - stored.lastActivityAt < ANALYTICS_SESSION_TTL_MS;
  const id = active ? stored.id : makeTrackingId('s', now, deps.random);
  writeJson(deps.storage, ANALYTICS_SESSION_KEY, { id, lastActivityAt: now } satisfies StoredSession);
  return { id, isNew: !active };
}
