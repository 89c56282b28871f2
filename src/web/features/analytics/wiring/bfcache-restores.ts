import { pageShowLoadType } from '../../../../domain/analytics/page-load-type';

type PageShowTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Calls `restored` each time the page comes back from the back-forward cache; returns the function that stops. */
export function onBfcacheRestore(target: PageShowTarget, restored: () => void): () => void {
  const listener = (event: Event) => {
    if (pageShowLoadType({ persisted: (event as PageTransitionEvent).persisted === true }) === 'bfcache') {
      restored();
    }
  };
  target.addEventListener('pageshow', listener);
  return () => target.removeEventListener('pageshow', listener);
}
