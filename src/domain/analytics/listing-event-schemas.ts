import { z } from 'zod/mini';
import {
  CLICK_ENTRY_METHODS,
  LEASE_SCORE_BANDS,
  LISTING_CONTAINERS,
  OPEN_TARGETS,
  ORIGIN_NAMES,
  ORIGIN_SURFACES,
  ORIGIN_TYPES,
  POSITION_BUCKETS,
} from './analytics-event-enums';
import {
  envelope,
  hostName,
  id,
  leaseScore,
  position,
  priceDkk,
  resultsCtxHashSchema,
  resultsSessionIdSchema,
  text,
} from './analytics-event-fields';

/** Events about listings: seen in a grid, clicked, and left for the seller's site. */

export const listingViewEventSchema = z.object({
  ...envelope,
  event: z.literal('listing_view'),
  listing_id: id,
  results_session_id: z.optional(resultsSessionIdSchema),
  position,
  price_dkk: z.optional(priceDkk),
  lease_score: z.optional(leaseScore),
  lease_score_band: z.optional(z.enum(LEASE_SCORE_BANDS)),
  container: z.enum(LISTING_CONTAINERS),
});

export const listingClickEventSchema = z.object({
  ...envelope,
  event: z.literal('listing_click'),
  listing_id: id,
  entry_method: z.enum(CLICK_ENTRY_METHODS),
  open_target: z.enum(OPEN_TARGETS),
  results_session_id: z.optional(resultsSessionIdSchema),
  results_ctx_hash: z.optional(resultsCtxHashSchema),
  position,
  position_bucket: z.enum(POSITION_BUCKETS),
  price_dkk: z.optional(priceDkk),
  lease_score: z.optional(leaseScore),
  lease_score_band: z.optional(z.enum(LEASE_SCORE_BANDS)),
  source_event_id: z.uuid(),
  container: z.enum(LISTING_CONTAINERS),
  origin: z.object({
    surface: z.enum(ORIGIN_SURFACES),
    type: z.enum(ORIGIN_TYPES),
    name: z.enum(ORIGIN_NAMES),
    module_id: z.optional(text(100)),
    instance_id: z.optional(text(100)),
  }),
});

/** A visitor continues from a listing to the seller's own site. */
export const outboundClickEventSchema = z.object({
  ...envelope,
  event: z.literal('outbound_click'),
  listing_id: id,
  seller_id: id,
  seller_name: text(200),
  destination_host: hostName,
});
