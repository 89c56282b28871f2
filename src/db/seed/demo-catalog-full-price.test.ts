import { describe, expect, it } from 'vitest';
import { BUDGET_MONTHLY_LIMIT, monthlyPriceUnder } from '../../domain/listings/monthly-price-under';
import { cheapestFullPriceOffer } from '../../domain/offers/cheapest-full-price-offer';
import { gridSelectionOptions } from '../../domain/offers/grid-offer-config';
import { effectiveMonthlyCost, type LeaseOffer, totalCost } from '../../domain/offers/lease-offer';
import { selectBestOfferWithPriceCap } from '../../domain/offers/select-best-offer-with-price-cap';
import { generateDemoCatalog } from './generate-demo-catalog';

/** The public demo cars with their offers sorted by monthly price, as the API sends them. */
const cars = generateDemoCatalog()
  .listings.filter((listing) => listing.status === 'active' && listing.offers.length > 0)
  .map((listing) => ({
    name: `${listing.variant ?? ''} (${listing.id.slice(0, 8)})`,
    offers: [...listing.offers].sort((a, b) => a.monthly_price - b.monthly_price),
  }));

const choiceOf = (offer: LeaseOffer) => ({
  mileage: offer.mileage_per_year,
  term: offer.period_months,
  deposit: offer.first_payment,
});

describe('"Billigste" over the demo catalogue', () => {
  it.each(cars)('$name: no offer at the same km/år and term costs less in total', ({ offers }) => {
    for (const current of offers) {
      const picked = cheapestFullPriceOffer(offers, choiceOf(current));
      expect(picked).toBeDefined();
      const chosen = picked as LeaseOffer;
      expect([chosen.mileage_per_year, chosen.period_months]).toEqual([
        current.mileage_per_year,
        current.period_months,
      ]);
      const cheaper = offers.filter(
        (offer) =>
          offer.mileage_per_year === current.mileage_per_year &&
          offer.period_months === current.period_months &&
          totalCost(offer) < totalCost(chosen),
      );
      expect(cheaper).toEqual([]);
    }
  });
});

/** What the grid shows for a search capped at price_max (the server's computeGridSelection, per car). */
function shownUnder(priceMax: number): LeaseOffer[] {
  const options = { ...gridSelectionOptions({}), maxPrice: priceMax, enforcePriceCap: true };
  return cars.flatMap(({ offers }) => selectBestOfferWithPriceCap(offers, options).display?.offer ?? []);
}

describe('"under N" over the demo catalogue', () => {
  it.each([BUDGET_MONTHLY_LIMIT, 2500, 3000])(
    '"Månedsydelse under %i kr." shows only ydelser under it',
    (limit) => {
      const { description, search } = monthlyPriceUnder(limit);
      expect(description).toMatch(/^Månedsydelse under /);
      const shown = shownUnder(search.price_max);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.filter((offer) => offer.monthly_price >= limit)).toEqual([]);
    },
  );

  it('the words do not promise the full price: with the udbetaling counted these cars cost more', () => {
    const { search } = monthlyPriceUnder(BUDGET_MONTHLY_LIMIT);
    const effective = shownUnder(search.price_max).map(effectiveMonthlyCost);
    expect(effective.some((monthly) => monthly >= BUDGET_MONTHLY_LIMIT)).toBe(true);
  });
});
