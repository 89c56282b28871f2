/**
 * The contract's limits and id formats, apart from its schemas: code that only needs these (the
 * browser's card and session tracking) must not pull the whole schema module into the page's bundle.
 */
export const MAX_EVENT_BYTES = 32 * 1024;
export const MAX_EVENTS_PER_BATCH = 50;
/** listing_view / listing_click position is 1–1000 (spec §3). */
export const MAX_LISTING_POSITION = 1000;

export const SESSION_ID_PATTERN = /^s_\d+_[a-z0-9]+$/;
export const RESULTS_SESSION_ID_PATTERN = /^rs_\d+_[a-z0-9]+$/;
export const OVERLAY_ID_PATTERN = /^ov_\d+_[a-z0-9]+$/;
export const RESULTS_CTX_HASH_PATTERN = /^[0-9a-f]{6,}$/;
