import { z } from 'zod/mini';
import { DEVICE_TYPES, FILTER_KEYS } from './analytics-event-enums';
import {
  MAX_FEATURE_FLAG_LENGTH,
  MAX_FEATURE_FLAGS,
  MAX_FILTER_LIST_ITEM_LENGTH,
  MAX_FILTER_LIST_ITEMS,
  MAX_FILTER_TEXT_LENGTH,
  MAX_PATH_LENGTH,
  OVERLAY_ID_PATTERN,
  RESULTS_CTX_HASH_PATTERN,
  RESULTS_SESSION_ID_PATTERN,
  SESSION_ID_PATTERN,
} from './analytics-limits';

/** The building blocks the analytics event schemas share: bounded numbers and texts, ids, the envelope. */

export const intRange = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
export const text = (max: number) => z.string().check(z.maxLength(max));
export const id = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
export const hostName = z.string().check(z.regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/));

const sessionIdSchema = z.string().check(z.regex(SESSION_ID_PATTERN));
export const resultsSessionIdSchema = z.string().check(z.regex(RESULTS_SESSION_ID_PATTERN));
export const overlayIdSchema = z.string().check(z.regex(OVERLAY_ID_PATTERN));
export const resultsCtxHashSchema = z.string().check(z.maxLength(64), z.regex(RESULTS_CTX_HASH_PATTERN));

export const leaseScore = intRange(0, 100);
export const priceDkk = intRange(0, 1_000_000);
export const mileage = intRange(0, 100_000);
export const termMonths = intRange(1, 120);
export const firstPaymentDkk = intRange(0, 500_000);
export const position = intRange(1, 1000);
export const latencyMs = intRange(0, 30_000);
export const resultsCount = intRange(0, 10_000);
export const filterKey = z.enum(FILTER_KEYS);
export const filterValue = z.union([
  text(MAX_FILTER_TEXT_LENGTH),
  z.int(),
  z.boolean(),
  z.array(text(MAX_FILTER_LIST_ITEM_LENGTH)).check(z.maxLength(MAX_FILTER_LIST_ITEMS)),
]);

export const envelope = {
  schema_version: z.literal('1'),
  /**
   * Given by the collector, never by the browser (ADR 050): a daily salted hash of address and user agent,
   * so nothing is stored on the visitor's device. One the browser sends is replaced.
   */
  session_id: z.optional(sessionIdSchema),
  device_type: z.enum(DEVICE_TYPES),
  path: z.string().check(z.minLength(1), z.maxLength(MAX_PATH_LENGTH), z.startsWith('/')),
  referrer_host: z.nullable(hostName),
  feature_flags: z.optional(
    z.record(text(MAX_FEATURE_FLAG_LENGTH), z.union([z.boolean(), text(MAX_FEATURE_FLAG_LENGTH)])).check(
      z.refine((flags) => Object.keys(flags).length <= MAX_FEATURE_FLAGS, {
        message: `At most ${MAX_FEATURE_FLAGS} feature flags`,
      }),
    ),
  ),
};
