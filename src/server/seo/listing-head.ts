import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../../domain/format/format-danish';
import { bodyTypeLabel } from '../../domain/listings/body-type-labels';
import { fuelLabel } from '../../domain/listings/fuel-type-labels';
import type { ListingDetail } from '../../domain/listings/listing-api-types';
import { transmissionLabel } from '../../domain/listings/transmission-labels';
import { type PageHead, SITE_NAME } from './page-head';

const carName = (listing: ListingDetail) =>
  [listing.make, listing.model, listing.variant].filter(Boolean).join(' ');

export function listingPath(id: string): string {
  return `/listing/${encodeURIComponent(id)}`;
}

/** Structured data: the car, offered for lease at its monthly price by its seller (schema.org Car + Offer). */
export function listingJsonLd(listing: ListingDetail, url: string, imageUrls: string[]) {
  const price = listing.display_monthly_price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carName(listing),
    url,
    brand: { '@type': 'Brand', name: listing.make },
    model: listing.model,
    ...(listing.variant ? { vehicleConfiguration: listing.variant } : {}),
    ...(listing.year ? { vehicleModelDate: String(listing.year) } : {}),
    ...(listing.body_type ? { bodyType: bodyTypeLabel(listing.body_type) } : {}),
    ...(listing.fuel_type ? { fuelType: fuelLabel(listing.fuel_type) } : {}),
    ...(listing.transmission ? { vehicleTransmission: transmissionLabel(listing.transmission) } : {}),
    ...(listing.seats ? { seatingCapacity: listing.seats } : {}),
    ...(imageUrls.length > 0 ? { image: imageUrls } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'DKK',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'DKK',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      availability: 'https://schema.org/InStock',
      ...(listing.seller_name
        ? {
            seller: {
              '@type': 'AutoDealer',
              name: listing.seller_name,
              ...(listing.seller_location ? { address: listing.seller_location } : {}),
            },
          }
        : {}),
    },
  };
}

export function listingHead(listing: ListingDetail, origin: string): PageHead {
  const name = carName(listing);
  const price = formatMonthly(listing.display_monthly_price);
  const canonicalUrl = `${origin}${listingPath(listing.id)}`;
  const absolute = (url: string) => new URL(url, origin).href;
  const imageUrls = listing.images.map((image) => absolute(image.processed_url ?? image.url));
  if (imageUrls.length === 0 && listing.image) imageUrls.push(absolute(listing.image));
  const terms = `${formatKmPerYear(listing.selected_mileage)}, ${formatMonths(listing.selected_term)}, udbetaling ${formatKr(listing.selected_deposit)}`;
  const seller = listing.seller_name ? ` hos ${listing.seller_name}` : '';
  if (listing.offers_expired) {
    // Offers past their date (ADR 056): no price in the head or structured data, and not indexed.
    return {
      title: `${name} – tilbuddene er udløbet | ${SITE_NAME}`,
      description: `Tilbuddene på ${name}${seller} er udløbet. Se de aktuelle leasingtilbud på ${SITE_NAME}.`,
      canonicalUrl,
      ogType: 'product',
      imageUrl: imageUrls[0],
      noIndex: true,
    };
  }
  return {
    title: `${name} – privatleasing fra ${price} | ${SITE_NAME}`,
    description: `Privatleas ${name} for ${price}${seller} (${terms}). Samlede omkostninger ${formatKr(listing.total_cost)}. Sammenlign tilbud på ${SITE_NAME}.`,
    canonicalUrl,
    ogType: 'product',
    imageUrl: imageUrls[0],
    jsonLd: listingJsonLd(listing, canonicalUrl, imageUrls),
  };
}
