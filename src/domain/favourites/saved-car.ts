import { clampDeposit, clampMileage, isAllowedTerm } from '../listings/lease-config';

/** The lease configuration a car was saved with (the offer shown then). */
export type SavedConfig = { km: number; mdr: number; udb: number };

/** One car in "Gemte biler", as kept in the visitor's browser (ADR 069). */
export type SavedCar = {
  id: string;
  /** Make, model and variant when saved, so a car no longer for sale can still be named. */
  name: string;
  /** Null: saved without a configuration. */
  config: SavedConfig | null;
  /** When saved, ISO 8601. */
  savedAt: string;
  /** The monthly price and first payment shown when saved, whole kroner. */
  monthly: number;
  firstPayment: number;
};

/** The version of the stored shape; an older or unknown one is dropped, not guessed at. */
export const SAVED_CARS_VERSION = 1;
/** At most this many cars are kept; saving one more drops the oldest. */
export const SAVED_CARS_MAX = 50;
const NAME_MAX = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isKroner = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 10_000_000;

/** A listing id as the catalogue writes it (a UUID). */
export function isListingId(value: unknown): value is string {
  return (
    typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

function readConfig(value: unknown): SavedConfig | null | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { km, mdr, udb } = value;
  if (typeof km !== 'number' || clampMileage(km) !== km) return undefined;
  if (typeof mdr !== 'number' || !isAllowedTerm(mdr)) return undefined;
  if (typeof udb !== 'number' || clampDeposit(udb) !== udb) return undefined;
  return { km, mdr, udb };
}

/** One stored car, or null when any part of it is missing or malformed. */
export function readSavedCar(value: unknown): SavedCar | null {
  if (!isObject(value)) return null;
  const { id, name, savedAt, monthly, firstPayment } = value;
  const config = readConfig(value.config);
  if (!isListingId(id) || config === undefined) return null;
  if (typeof name !== 'string' || name.length === 0 || name.length > NAME_MAX) return null;
  if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (!isKroner(monthly) || !isKroner(firstPayment)) return null;
  return { id, name, config, savedAt, monthly, firstPayment };
}
