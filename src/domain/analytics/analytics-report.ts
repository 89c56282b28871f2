import type { AnalyticsReportParams } from './analytics-report-params';

/** How many listings and sellers the funnel tables list. */
export const ANALYTICS_TOP_LISTINGS = 20;
export const ANALYTICS_TOP_SELLERS = 20;
export const ANALYTICS_TOP_FILTERS = 10;

export type KeyCount = { key: string; count: number };

/** listing_view → listing_click → outbound_click; rates are null when the step before is zero. */
export type FunnelCounts = {
  views: number;
  clicks: number;
  outbound: number;
  /** clicks / views */
  clickRate: number | null;
  /** outbound / clicks */
  outboundRate: number | null;
};

/** The whole site's funnel, with the enquiries sent from car pages beside the visits to sellers (issue 29). */
export type SiteFunnel = FunnelCounts & {
  /** lead_submit events. */
  enquiries: number;
  /** enquiries / clicks: the share of visits to a car page that ended in an enquiry. */
  enquiryRate: number | null;
};

export type ListingFunnel = FunnelCounts & {
  listingId: string;
  /** Make, model and variant; null when the listing no longer exists. */
  title: string | null;
  sellerName: string | null;
};

export type SellerFunnel = FunnelCounts & { sellerId: string; name: string | null };

export type AnalyticsDay = {
  /** YYYY-MM-DD in Denmark. */
  day: string;
  pageViews: number;
  searches: number;
  listingViews: number;
  listingClicks: number;
  outboundClicks: number;
  leaseTermsApply: number;
};

/** GET /api/admin/analytics: every figure of the admin's analytics page for one period. */
export type AnalyticsReport = {
  period: AnalyticsReportParams;
  /** Every stored event in the period, for the empty state. */
  events: number;
  pageViews: { total: number; byPageType: KeyCount[] };
  searches: {
    /** Distinct results sessions with a results page view. */
    sessions: number;
    resultsPageViews: number;
    zeroResultPageViews: number;
  };
  filters: {
    /** filter_change events per filter_key, without the clears of "Nulstil". */
    changed: KeyCount[];
    /** Results page views per key of filters_active. */
    active: KeyCount[];
  };
  funnel: SiteFunnel & { listings: ListingFunnel[]; sellers: SellerFunnel[] };
  leaseTermsApply: { count: number; listings: number };
  daily: AnalyticsDay[];
};

/** The two rates of a funnel row. */
export function funnelCounts(views: number, clicks: number, outbound: number): FunnelCounts {
  return {
    views,
    clicks,
    outbound,
    clickRate: views > 0 ? clicks / views : null,
    outboundRate: clicks > 0 ? outbound / clicks : null,
  };
}

/** The site funnel's enquiry figures: the count and its rate per click. */
export function enquiryCounts(
  clicks: number,
  enquiries: number,
): Pick<SiteFunnel, 'enquiries' | 'enquiryRate'> {
  return { enquiries, enquiryRate: clicks > 0 ? enquiries / clicks : null };
}
