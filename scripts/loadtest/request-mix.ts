import { validAnalyticsEvents as examples } from '../../src/domain/analytics/analytics-event-examples';

export type RequestKind =
  | 'home html'
  | 'search html'
  | 'detail html'
  | 'api search'
  | 'api detail'
  | 'api similar'
  | 'api filters'
  | 'events';

export type PlannedRequest = {
  kind: RequestKind;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
};

/** Share of each kind in the mix (per 100 requests): mostly searches and detail pages, as on the real site. */
const WEIGHTS: Record<RequestKind, number> = {
  'home html': 8,
  'search html': 10,
  'detail html': 10,
  'api search': 32,
  'api detail': 14,
  'api similar': 10,
  'api filters': 8,
  events: 8,
};

const SEARCHES = [
  '',
  'makes=Toyota&fuel_type=hybrid',
  'makes=Volkswagen&fuel_type=electric',
  'makes=BMW&makes=Audi&fuel_type=petrol',
  'price_max=4000',
  'price_max=3000&sort=asc',
  'body_type=suv&sort=desc',
  'km=20000&mdr=24&udb=0',
  'km=25000&mdr=48&udb=14995',
  'km=10000&mdr=36&udb=35000&sort=asc',
  'q=golf',
  'fuel_type=electric&horsepower_min=200&seats_min=5',
  'transmission=automatic&price_min=2500&price_max=5000',
  'page=2',
  'page=40&sort=desc',
  'page=900',
];

/** What a visit sends in one batch: a results page view, impressions, a click and the detail page view. */
function eventBatchBody(listingId: string): string {
  const now = Date.now();
  const visit = [
    examples.page_view_results,
    examples.filter_change,
    ...Array.from({ length: 8 }, (_, i) => ({
      ...examples.listing_view,
      listing_id: listingId,
      position: i + 1,
    })),
    { ...examples.listing_click, listing_id: listingId },
    { ...examples.page_view_detail, listing_id: listingId, path: `/listing/${listingId}` },
  ];
  return JSON.stringify({ events: visit.map((event, i) => ({ ...event, occurred_at: now - 1000 * i })) });
}

/**
 * A random visitor address from a pool of 20 000. The server runs behind a trusted proxy header (as in
 * production), so the events collector's per-visitor limit (120 batches a minute) applies per visitor,
 * not to the load generator as a whole.
 */
function visitorAddress(): string {
  const n = Math.floor(Math.random() * 20_000);
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function pickKind(): RequestKind {
  const total = Object.values(WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  let roll = Math.random() * total;
  for (const [kind, weight] of Object.entries(WEIGHTS) as [RequestKind, number][]) {
    roll -= weight;
    if (roll < 0) return kind;
  }
  return 'api search';
}

/** One request of the realistic mix, chosen at random; listing ids are real, public listings. */
export function planRequest(listingIds: readonly string[]): PlannedRequest {
  const kind = pickKind();
  const id = pick(listingIds);
  const search = pick(SEARCHES);
  const query = search ? `?${search}` : '';
  const headers: Record<string, string> = {
    'accept-encoding': 'gzip, deflate, br',
    'x-forwarded-for': visitorAddress(),
  };
  const html = { ...headers, accept: 'text/html' };
  switch (kind) {
    case 'home html':
      return { kind, method: 'GET', path: '/', headers: html };
    case 'search html':
      return { kind, method: 'GET', path: `/listings${query}`, headers: html };
    case 'detail html':
      return { kind, method: 'GET', path: `/listing/${id}`, headers: html };
    case 'api search':
      return { kind, method: 'GET', path: `/api/listings${query}`, headers };
    case 'api detail':
      return { kind, method: 'GET', path: `/api/listings/${id}`, headers };
    case 'api similar':
      return { kind, method: 'GET', path: `/api/listings/${id}/similar`, headers };
    case 'api filters':
      return { kind, method: 'GET', path: '/api/filters', headers };
    case 'events':
      return {
        kind,
        method: 'POST',
        path: '/api/events',
        headers: { ...headers, 'content-type': 'text/plain;charset=UTF-8' },
        body: eventBatchBody(id),
      };
  }
}

export const requestKinds = Object.keys(WEIGHTS) as RequestKind[];
