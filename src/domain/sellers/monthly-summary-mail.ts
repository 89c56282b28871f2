import { formatNumber } from '../format/format-danish';
import type { SellerFigures, SellerListingStatistics } from './seller-statistics';
import { monthName, monthPeriod, type SummaryMonth } from './summary-month';

/** How many listings the summary names. */
export const SUMMARY_TOP_LISTINGS = 5;

export type MonthlySummaryInput = {
  sellerName: string;
  month: SummaryMonth;
  totals: SellerFigures;
  /** Most impressions first, as the statistics give them. */
  listings: readonly SellerListingStatistics[];
  /** Indstillinger › Site's contact address: the mail comes from a no-reply address. */
  contactEmail: string;
};

const rate = (value: number | null) =>
  value === null ? 'ingen visninger endnu' : `${formatNumber(value * 100, 1)} %`;

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/**
 * The monthly summary a seller's lead addresses receive (ADR 067): the month's impressions, detail views,
 * outbound clicks, enquiries and enquiry rate, and the listings shown most, in plain Danish text.
 */
export function buildMonthlySummaryMail(input: MonthlySummaryInput): { subject: string; text: string } {
  const name = monthName(input.month);
  const { days } = monthPeriod(input.month);
  const { totals } = input;
  const top = input.listings
    .filter((listing) => listing.listingId !== null && listing.impressions + listing.enquiries > 0)
    .slice(0, SUMMARY_TOP_LISTINGS);
  const lines = [
    `Hej ${input.sellerName}`,
    '',
    `Her er jeres tal fra Leasingmatch for ${name} (1.–${days}. ${name.split(' ')[0]}).`,
    '',
    `Visninger i oversigter (søgning, forside, lignende biler): ${formatNumber(totals.impressions)}`,
    `Visninger af annoncerne: ${formatNumber(totals.detailViews)}`,
    `Klik videre til jeres hjemmeside: ${formatNumber(totals.outboundClicks)}`,
    `Henvendelser: ${formatNumber(totals.enquiries)}`,
    `Henvendelser pr. visning af annoncen: ${rate(totals.enquiryRate)}`,
    '',
    ...(top.length > 0
      ? [
          top.length === 1 ? 'Den mest viste annonce:' : `De ${top.length} mest viste annoncer:`,
          ...top.map(
            (listing, index) =>
              `${index + 1}. ${listing.title}: ${plural(listing.impressions, 'visning', 'visninger')}, ` +
              `${plural(listing.detailViews, 'visning af annoncen', 'visninger af annoncen')}, ` +
              `${plural(listing.enquiries, 'henvendelse', 'henvendelser')}`,
          ),
        ]
      : ['Ingen af jeres annoncer blev vist i måneden.']),
    '',
    'Tallene kommer fra Leasingmatchs egen måling uden cookies og persondata. Henvendelser markeret som spam er ikke talt med.',
    '',
    `Vil I ikke længere have denne oversigt, så skriv til ${input.contactEmail}, så stopper vi den.`,
    '',
    'Venlig hilsen',
    'Leasingmatch',
  ];
  return { subject: `Jeres månedsoversigt fra Leasingmatch: ${name}`, text: lines.join('\n') };
}
