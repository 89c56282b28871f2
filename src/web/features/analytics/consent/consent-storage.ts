import { type KeyValueStorage, readJson, writeJson } from '../../../../domain/analytics/tracking-deps';

export const CONSENT_STORAGE_KEY = 'leasingmatch-consent';
/** Bumped when the banner asks for something new: an older choice no longer counts and the banner returns. */
export const CONSENT_VERSION = 1;

export type ConsentChoice = 'accepted' | 'declined';
export type StoredConsent = { version: number; choice: ConsentChoice; decidedAt: string };

/** The visitor's choice, or undefined when there is none (or it was made for another version). */
export function readConsent(storage: KeyValueStorage): StoredConsent | undefined {
  const value = readJson(storage, CONSENT_STORAGE_KEY);
  if (value === null || typeof value !== 'object') return undefined;
  const { version, choice, decidedAt } = value as Record<string, unknown>;
  if (version !== CONSENT_VERSION || (choice !== 'accepted' && choice !== 'declined')) return undefined;
  return { version, choice, decidedAt: typeof decidedAt === 'string' ? decidedAt : '' };
}

/** Stores the choice; where storage is blocked it holds for this page only and the banner asks again. */
export function writeConsent(storage: KeyValueStorage, choice: ConsentChoice, now: Date): StoredConsent {
  const stored: StoredConsent = { version: CONSENT_VERSION, choice, decidedAt: now.toISOString() };
  writeJson(storage, CONSENT_STORAGE_KEY, stored);
  return stored;
}
