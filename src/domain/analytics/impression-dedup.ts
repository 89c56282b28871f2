import { type KeyValueStorage, readJson, removeKey, writeJson } from './tracking-deps';

export const IMPRESSIONS_KEY = 'analytics.impressions';
export const REMEMBERED_RESULTS_SESSIONS = 3;
export const MAX_REMEMBERED_IMPRESSIONS = 1000;
/** Stands in for the results session of containers outside a search (home grid, carousels). */
const NO_RESULTS_SESSION = '-';

export type Impression = { resultsSessionId?: string; container: string; listingId: string };

/** Oldest first; `seen` holds `container:listingId` in the order they were shown. */
type StoredImpressions = { rsid: string; seen: string[] }[];

function isStoredImpressions(value: unknown): value is StoredImpressions {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry?.rsid === 'string' &&
        Array.isArray(entry.seen) &&
        entry.seen.every((item: unknown) => typeof item === 'string'),
    )
  );
}

/**
 * listing_view dedup (spec §9): a listing counts once per container and results session. Kept in
 * session storage for the 3 most recent results sessions and at most 1000 ids, oldest forgotten first.
 */
export function createImpressionDedup(storage: KeyValueStorage) {
  const load = (): StoredImpressions => {
    const stored = readJson(storage, IMPRESSIONS_KEY);
    return isStoredImpressions(stored) ? stored : [];
  };

  return {
    /** True the first time this impression is seen (and remembers it); false for a repeat. */
    shouldTrack(impression: Impression): boolean {
      const rsid = impression.resultsSessionId ?? NO_RESULTS_SESSION;
      const id = `${impression.container}:${impression.listingId}`;
      const sessions = load();
      let session = sessions.find((entry) => entry.rsid === rsid);
      if (session?.seen.includes(id)) return false;
      if (!session) {
        session = { rsid, seen: [] };
        sessions.push(session);
      }
      session.seen.push(id);
      // The session just used becomes the most recent.
      const ordered = [...sessions.filter((entry) => entry !== session), session].slice(
        -REMEMBERED_RESULTS_SESSIONS,
      );
      let total = ordered.reduce((sum, entry) => sum + entry.seen.length, 0);
      for (const entry of ordered) {
        const drop = Math.min(entry.seen.length, total - MAX_REMEMBERED_IMPRESSIONS);
        if (drop <= 0) break;
        entry.seen.splice(0, drop);
        total -= drop;
      }
      writeJson(
        storage,
        IMPRESSIONS_KEY,
        ordered.filter((entry) => entry.seen.length > 0),
      );
      return true;
    },

    /** Forget everything, e.g. when the analytics session rolls over. */
    clear(): void {
      removeKey(storage, IMPRESSIONS_KEY);
    },
  };
}
