import type { AnalyticsReportParams } from '../analytics/analytics-report-params';

/**
 * What a seller gets back for a period (issue 29, ADR 067): how often its cars were shown,
 * opened, sent on to its site and enquired about. Shared by the admin API, the seller's page and the
 * monthly summary mail.
 */
export type SellerCounts = {
  /** listing_view: the car's card was shown (results, home page, similar cars). */
  impressions: number;
  /** page_view of the car's detail page. */
  detailViews: number;
  /** outbound_click: "Gå til tilbud" to the seller's site. */
  outboundClicks: number;
  /** Enquiries stored for the seller, spam excluded. */
  enquiries: number;
};

export type SellerFigures = SellerCounts & {
  /** Enquiries ÷ detail views; null without detail views. */
  enquiryRate: number | null;
};

export type SellerStatisticsDay = SellerCounts & { day: string };

export type SellerListingStatistics = SellerFigures & {
  /** null: listings deleted since (their figures together on one row). */
  listingId: string | null;
  title: string;
};

export type SellerStatistics = {
  period: AnalyticsReportParams;
  sellerName: string;
  totals: SellerFigures;
  /** Every day of the period, oldest first. */
  daily: SellerStatisticsDay[];
  /** Listings with any figure in the period, most impressions first. */
  listings: SellerListingStatistics[];
};

export const NO_COUNTS: SellerCounts = { impressions: 0, detailViews: 0, outboundClicks: 0, enquiries: 0 };

export const DELETED_LISTINGS_TITLE = 'Slettede annoncer';

export function withEnquiryRate(counts: SellerCounts): SellerFigures {
  return { ...counts, enquiryRate: counts.detailViews > 0 ? counts.enquiries / counts.detailViews : null };
}

export function addCounts(a: SellerCounts, b: SellerCounts): SellerCounts {
  return {
    impressions: a.impressions + b.impressions,
    detailViews: a.detailViews + b.detailViews,
    outboundClicks: a.outboundClicks + b.outboundClicks,
    enquiries: a.enquiries + b.enquiries,
  };
}
