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

/**
 * Field sizes of the contract, from what the site really sends (issue 26, finding 3; ADR 050): our paths
 * are under 60 characters, a canonical search query under 300; the browser cuts longer ones to these
 * sizes instead of losing the event. Together they keep the largest valid event near 4 KB.
 */
export const MAX_PATH_LENGTH = 256;
export const MAX_QUERY_LENGTH = 512;
export const MAX_UTM_LENGTH = 100;
/** The site sends `{}`; a few flags stay possible for experiments. */
export const MAX_FEATURE_FLAGS = 8;
export const MAX_FEATURE_FLAG_LENGTH = 32;
/** A filter event's value: a text, or a list of at most 30 names (makes, models) of at most 64 characters. */
export const MAX_FILTER_TEXT_LENGTH = 100;
export const MAX_FILTER_LIST_ITEMS = 30;
export const MAX_FILTER_LIST_ITEM_LENGTH = 64;

/** How long the collector's single events are kept (ADR 050); the daily counts of Statistik stay. */
export const DEFAULT_RAW_EVENT_RETENTION_DAYS = 90;
export const MIN_RAW_EVENT_RETENTION_DAYS = 7;
export const MAX_RAW_EVENT_RETENTION_DAYS = 730;
