/** Fields a page adds to its page_view once its data is on screen (results count, listing fields). */
export type PageViewDetails = Record<string, unknown>;
export type BasePageView = { page_type: string } & Record<string, unknown>;

const NEEDS_DETAILS = new Set(['results', 'listing_detail']);

/**
 * Joins a due page_view (from the route rules) with the details its page reports, in either order:
 * React runs a page's effects before the root's, so details may come first. Both are keyed by the
 * location (path and query); a page_view waits for details only on results and listing detail.
 */
export function createPageViewAssembler(deps: {
  now: () => number;
  send: (view: Record<string, unknown>) => void;
}) {
  let pending: { key: string; base: BasePageView; at: number } | undefined;
  let early: { key: string; details: PageViewDetails } | undefined;
  // The details of the last page_view sent: a page restored from the back-forward cache does not
  // report them again, as its components do not render anew.
  let lastSent: { key: string; details: PageViewDetails } | undefined;

  /** Sends a page_view with its details; a view whose details were ready at once waited 0 ms. */
  const sendWithDetails = (key: string, base: BasePageView, details: PageViewDetails, latencyMs = 0) => {
    lastSent = { key, details };
    deps.send({ ...base, ...details, ...('latency_ms' in details ? { latency_ms: latencyMs } : {}) });
  };

  const route = (key: string, base: BasePageView): void => {
    if (!NEEDS_DETAILS.has(base.page_type)) {
      pending = undefined;
      deps.send(base);
      return;
    }
    if (early?.key === key) {
      const { details } = early;
      early = undefined;
      pending = undefined;
      sendWithDetails(key, base, details);
      return;
    }
    pending = { key, base, at: deps.now() };
  };

  return {
    route,

    /** A page_view for a page restored from the back-forward cache, with the details it last reported. */
    restore(key: string, base: BasePageView): void {
      if (NEEDS_DETAILS.has(base.page_type) && lastSent?.key === key) {
        pending = undefined;
        sendWithDetails(key, base, lastSent.details);
        return;
      }
      route(key, base);
    },

    details(key: string, details: PageViewDetails): void {
      if (pending?.key === key) {
        const { base, at } = pending;
        pending = undefined;
        sendWithDetails(key, base, details, Math.max(0, deps.now() - at));
        return;
      }
      early = { key, details };
    },
  };
}
