import { describe, expect, it } from 'vitest';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { SellerHints } from '../extractor';
import { applySellerHints } from './apply-seller-hints';

const car = (make: string, model: string, variant: string): ExtractedCar => ({
  make,
  model,
  variant,
  horsepower: 100,
  fuel_type: null,
  transmission: null,
  offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2000 }],
});

const hints: SellerHints = {
  sellerName: 'Forhandler',
  allowedModels: [
    { make: 'Škoda', model: 'Enyaq' },
    { make: 'Volkswagen', model: 'ID.3' },
  ],
  existingVariants: [{ make: 'Volkswagen', model: 'ID.3', variant: 'Pro S – Max', horsepower: 231 }],
};

describe('applySellerHints', () => {
  it('uses the catalogue spelling and the existing variant name when they differ only in case, spaces or dashes', () => {
    const { cars, warnings } = applySellerHints(
      [car('škoda', 'ENYAQ', '85'), car('Volkswagen', 'id.3', 'pro s - max')],
      hints,
    );
    expect(cars.map((c) => [c.make, c.model, c.variant])).toEqual([
      ['Škoda', 'Enyaq', '85'],
      ['Volkswagen', 'ID.3', 'Pro S – Max'],
    ]);
    expect(warnings).toEqual([]);
  });

  it('drops makes and models outside the allowed list, one warning per model', () => {
    const { cars, warnings } = applySellerHints(
      [car('Kia', 'EV3', 'Air'), car('Kia', 'EV3', 'GT-Line'), car('Volkswagen', 'ID.4', 'Pro')],
      hints,
    );
    expect(cars).toEqual([]);
    expect(warnings).toEqual([
      '"Kia EV3" er ikke blandt sælgerens mærker og modeller og er udeladt.',
      '"Volkswagen ID.4" er ikke blandt sælgerens mærker og modeller og er udeladt.',
    ]);
  });

  it('keeps everything when the seller has no allowed list or there are no hints', () => {
    const input = [car('Kia', 'EV3', 'Air')];
    expect(applySellerHints(input, { ...hints, allowedModels: [] }).cars).toEqual(input);
    expect(applySellerHints(input, undefined).cars).toEqual(input);
  });
});
