import type { AnalyticsEventOf } from './analytics-event';
import { type Clock, makeTrackingId, type Random } from './tracking-deps';

type OverlayOpen = Pick<AnalyticsEventOf<'filter_overlay_open'>, 'overlay_id' | 'entry_surface'>;
type OverlayClose = Pick<
  AnalyticsEventOf<'filter_overlay_close'>,
  'overlay_id' | 'close_reason' | 'dwell_ms'
>;

/** The mobile filter overlay's visit: an `ov_…` id from open to close and the time it stayed open. */
export function createFilterOverlayTracker(deps: { now: Clock; random: Random }) {
  let open: { id: string; openedAt: number } | undefined;
  return {
    open(entrySurface: OverlayOpen['entry_surface']): OverlayOpen {
      const now = deps.now();
      open = { id: makeTrackingId('ov', now, deps.random), openedAt: now };
      return { overlay_id: open.id, entry_surface: entrySurface };
    },

    /** Undefined when the overlay was not open (a second close is not an event). */
    close(reason: OverlayClose['close_reason']): OverlayClose | undefined {
      if (!open) return undefined;
      const closed = {
        overlay_id: open.id,
        close_reason: reason,
        dwell_ms: Math.max(0, deps.now() - open.openedAt),
      };
      open = undefined;
      return closed;
    },

    /** The open overlay's id, for filters_apply sent from inside it. */
    get currentOverlayId(): string | undefined {
      return open?.id;
    },
  };
}
