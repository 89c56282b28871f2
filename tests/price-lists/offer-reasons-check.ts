import type { ExtractedCar } from '../../src/domain/ingestion/extracted-price-list';
import { offerReasons } from '../../src/domain/ingestion/reading-evidence';

/** Whether a line prints the number, with or without a thousands separator ("15.000", "15 000", "15000"). */
function states(text: string, value: number): boolean {
  const grouped = String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\u00a0 ]?');
  // Øre are printed as ",00", a whole amount as ",-".
  return new RegExp(`(?<![\\d.,])${grouped}(?:,00|,-)?(?![\\d]|[.,]\\d)`).test(text);
}

// What a reason cites must state the value it explains; these origins cite a line of the list itself.
const CITING = new Set([
  'kolonneoverskriften',
  'rækkens egen celle',
  'teksten ved tabellen',
  'teksten, der gælder hele listen',
]);

/**
 * Each offer of the car that has no reasons, or whose reason cites a line of the list that does not
 * state the value (km/år, term, first payment, price) it is said to give: "why this offer" would lie.
 */
export function unexplainedOffers(car: ExtractedCar): string[] {
  const problems: string[] = [];
  const name = `${car.make} ${car.model} ${car.variant}`;
  for (const offer of car.offers) {
    const label = `${name}: ${offer.mileage_per_year} km, ${offer.period_months} mdr., ${offer.first_payment} kr. → ${offer.monthly_price}`;
    const reasons = offerReasons(car.evidence, offer);
    if (!reasons) {
      problems.push(`${label}: ingen begrundelse`);
      continue;
    }
    const values = {
      mileage: offer.mileage_per_year,
      period: offer.period_months,
      first_payment: offer.first_payment,
      monthly_price: offer.monthly_price,
    } as const;
    for (const reason of reasons) {
      if (reason.field === 'make' || reason.field === 'model' || !CITING.has(reason.how) || !reason.text)
        continue;
      const value = values[reason.field];
      if (value === 0) continue;
      if (!states(reason.text, value))
        problems.push(`${label}: ${reason.field} ${value} står ikke i «${reason.text}» (${reason.how})`);
    }
  }
  return problems;
}
