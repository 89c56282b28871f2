import { z } from 'zod/mini';
import { formatDateTime } from '../format/format-date-time';

/**
 * Optimistic concurrency (ADR 037). Every admin-editable record is read with the version it has
 * now; a save sends that version back as `expectedVersion`, and the server refuses (409
 * STALE_VERSION, nothing written) when the record has moved on. The version is opaque to the web
 * app: compare it, never compute with it.
 */
export const recordVersionSchema = z.int().check(z.minimum(0));
export type RecordVersion = z.infer<typeof recordVersionSchema>;

/** The body field every admin save carries. */
export const expectedVersionField = { expectedVersion: recordVersionSchema } as const;

/** Who changed the record last and when: what the 409 answer carries beside its message. */
export type StaleVersionDetails = {
  currentVersion: RecordVersion;
  changedBy: string | null;
  /** ISO 8601. */
  changedAt: string | null;
};

/** 409 STALE_VERSION body: `{ code, error, message, ...details }`. */
export type StaleVersionAnswer = StaleVersionDetails & { code: 'STALE_VERSION'; message: string };

/** The Danish sentence the admin reads: who changed it and when, and that nothing was saved. */
export function staleVersionMessage(details: Pick<StaleVersionDetails, 'changedBy' | 'changedAt'>): string {
  const who = details.changedBy ?? 'En anden';
  const when = details.changedAt ? ` den ${formatDateTime(details.changedAt)}` : '';
  return `${who} har ændret dette${when}, efter du åbnede det. Intet er gemt – genindlæs for at se ændringerne.`;
}
