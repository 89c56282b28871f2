import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';

export function carName(listing: Pick<ListingDetail, 'make' | 'model' | 'variant'>): string {
  return [listing.make, listing.model, listing.variant].filter(Boolean).join(' ');
}

/** '20.000 km/år • 36 mdr. • udb. 4.995 kr.', the terms worded as on the cards. */
export function offerTermsLine(listing: ListingDetail): string {
  return `${formatKmPerYear(listing.mileage_per_year)} • ${formatMonths(listing.period_months)} • udb. ${formatKr(listing.first_payment)}`;
}

/** Title (the layout appends the site name) and description, worded like the server-rendered head. */
export function detailPageMeta(listing: ListingDetail): { title: string; description: string } {
  const name = carName(listing);
  const price = formatMonthly(listing.monthly_price);
  const seller = listing.seller_name ? ` hos ${listing.seller_name}` : '';
  if (listing.offers_expired) {
    // Offers past their date (ADR 056): the title and description name no price.
    return {
      title: `${name} – tilbuddene er udløbet`,
      description: `Tilbuddene på ${name}${seller} er udløbet. Se de aktuelle leasingtilbud på Leasingmatch.`,
    };
  }
  const terms = `${formatKmPerYear(listing.mileage_per_year)}, ${formatMonths(listing.period_months)}, udbetaling ${formatKr(listing.first_payment)}`;
  return {
    title: `${name} – privatleasing fra ${price}`,
    description: `Privatleas ${name} for ${price}${seller} (${terms}). Samlede omkostninger ${formatKr(listing.total_cost)}. Sammenlign tilbud på Leasingmatch.`,
  };
}
