import { fileUrl } from '../../../domain/files/file-url';
import { calculateLeaseScore } from '../../../domain/lease-score/calculate-lease-score';
import type { DatedEnergyPrices } from '../../../domain/offers/energy-prices';
import { fullPrice, fullTotal, statedOneOffFees } from '../../../domain/offers/full-price';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { riskFigures } from '../../../domain/offers/risk-figures';
import { runningCost } from '../../../domain/offers/running-cost';
import type { SearchTargets } from '../../../domain/offers/search-targets';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import { publicScore } from '../../catalog/grid-selection';
import { toListingSummary } from '../../catalog/listing-summary';
import type { ListingDetailSource } from './read-listing-detail-source';
import type { DetailWithoutFreshness } from './with-offer-freshness';

const toNumber = (value: string | number | null) => (value === null ? null : Number(value));

export type DetailConfig = { km?: number | undefined; mdr?: number | undefined; udb?: number | undefined };

/** The detail with its offer chosen for the visitor's km/mdr/udb; null when no offer fits. */
export function buildListingDetail(
  { listing, offers, images }: ListingDetailSource,
  config: DetailConfig,
  targets: SearchTargets,
  energyPrices: DatedEnergyPrices,
): DetailWithoutFreshness | null {
  const chosen = selectOfferWithFallback(offers, detailSelectionOptions(config, targets));
  if (!chosen.offer) return null;

  const updatedAt = listing.updated_at instanceof Date ? listing.updated_at : new Date(listing.updated_at);
  const firstImage = images[0];
  const fees = statedOneOffFees(listing);
  const feeSum = fees.reduce((sum, fee) => sum + fee.amount, 0);
  const price = fullPrice(chosen.offer, fees);
  const summary = toListingSummary(
    {
      id: listing.id,
      make: listing.make,
      model: listing.model,
      variant: listing.variant,
      body_type: listing.body_type,
      fuel_type: listing.fuel_type,
      transmission: listing.transmission,
      seats: listing.seats,
      horsepower: listing.horsepower,
      retail_price: listing.retail_price,
      updated_at: updatedAt.toISOString(),
      image: firstImage ? fileUrl(firstImage.card_sha256) : null,
      seller_name: listing.seller_name,
      offers,
      oneOffFees: feeSum,
      includedItems: listing.included_items,
    },
    {
      display: chosen.offer,
      ideal: chosen.offer,
      method: chosen.method,
      reason: 'best_fit',
      priceCapDelta: 0,
    },
  );
  const breakdown = calculateLeaseScore({
    retailPrice: listing.retail_price,
    monthlyPrice: chosen.offer.monthly_price,
    mileagePerYear: chosen.offer.mileage_per_year,
    firstPayment: chosen.offer.first_payment,
    contractMonths: chosen.offer.period_months,
  });
  return {
    ...summary,
    offer_selection_stage: chosen.stage,
    all_lease_pricing: offers.map((offer) => ({
      id: offer.id,
      mileage_per_year: offer.mileage_per_year,
      period_months: offer.period_months,
      first_payment: offer.first_payment,
      monthly_price: offer.monthly_price,
      lease_score: publicScore(offer),
      total_cost: fullTotal(offer, feeSum),
    })),
    lease_score_breakdown: breakdown,
    included_items: listing.included_items ?? {},
    full_price: price,
    risk: riskFigures(chosen.offer, offers, price, {
      extra_km_price: toNumber(listing.extra_km_price),
      return_fee: listing.return_fee,
    }),
    running_cost: runningCost(
      {
        fuel_type: listing.fuel_type,
        consumption_l_100km: toNumber(listing.consumption_l_100km),
        consumption_kwh_100km: toNumber(listing.consumption_kwh_100km),
        co2_tax_half_year: listing.co2_tax_half_year,
        included_items: listing.included_items,
      },
      { ...chosen.offer, total: price.total },
      energyPrices,
    ),
    year: listing.year,
    drive_type: listing.drive_type,
    doors: listing.doors,
    wltp_km: listing.wltp_km,
    consumption_l_100km: toNumber(listing.consumption_l_100km),
    consumption_kwh_100km: toNumber(listing.consumption_kwh_100km),
    co2_g_km: listing.co2_g_km,
    co2_tax_half_year: listing.co2_tax_half_year,
    description: listing.description,
    external_url: listing.external_url,
    images: images.map((image) => ({
      url: fileUrl(image.detail_sha256),
      card_url: fileUrl(image.card_sha256),
      processed_url: image.processed_sha256 ? fileUrl(image.processed_sha256) : null,
      position: image.position,
    })),
    seller_location: listing.seller_location,
    seller_id: listing.seller_id,
    // Added per request by withPriceHistory (ADR 068).
    price_history: null,
  };
}
