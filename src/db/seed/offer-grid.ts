import type { LeaseOffer } from '../../domain/offers/lease-offer';
import type { Random } from './random';

/** The price-list grid of original-system.md §9.3. */
export const STANDARD_MILEAGES = [10_000, 15_000, 20_000, 25_000, 30_000] as const;
export const HIGH_MILEAGES = [35_000, 40_000, 45_000, 50_000] as const;
export const OFFER_TERMS = [12, 24, 36, 48] as const;
export const OFFER_DEPOSITS = [0, 4_995, 14_995, 29_995, 35_000, 49_995] as const;
/** Every offer's monthly price lies within this share of the retail price it was priced from. */
export const MONTHLY_SHARE_OF_RETAIL = { min: 0.009, max: 0.018 } as const;

/** "Merpris" per yearly mileage over the 10 000 km base, for a car of about 350 000 kr. */
const MILEAGE_SURCHARGE: Record<number, number> = {
  10000: 0,
  15000: 350,
  20000: 700,
  25000: 1_150,
  30000: 1_600,
  35000: 2_100,
  40000: 2_650,
  45000: 3_200,
  50000: 3_800,
};
const TERM_FACTOR: Record<number, number> = { 12: 1.12, 24: 1.05, 36: 1, 48: 0.96 };

/** Most dealer price lists are full grids; about 19 offers on average. */
const offerCounts: readonly { count: number; weight: number }[] = [
  { count: 4, weight: 1 },
  { count: 6, weight: 1 },
  { count: 8, weight: 1 },
  { count: 10, weight: 1 },
  { count: 12, weight: 2 },
  { count: 16, weight: 3 },
  { count: 20, weight: 5 },
  { count: 24, weight: 12 },
];

const termSets: readonly { terms: readonly number[]; weight: number }[] = [
  { terms: [36], weight: 30 },
  { terms: [36, 48], weight: 20 },
  { terms: [24, 36], weight: 15 },
  { terms: [24, 36, 48], weight: 15 },
  { terms: [12, 24, 36, 48], weight: 10 },
  { terms: [12, 36], weight: 10 },
];

export type OfferGridOptions = {
  /** Retail price the dealer priced from (also for listings whose stored retail is missing or wrong). */
  pricingBasis: number;
  /** Exact number of offers; default a random 4–24. Fewer when the grid cannot supply that many. */
  count?: number;
  mileages?: readonly number[];
  terms?: readonly number[];
};

/**
 * A dealer-like set of offers: monthly ≈ 0.9–1.8 % of retail, cheaper with a larger first payment
 * (the deposit amortised over the term), dearer per extra 5 000 km along the merpris ladder.
 */
export function generateOffers(random: Random, options: OfferGridOptions): LeaseOffer[] {
  const basis = options.pricingBasis;
  // About one listing in eight is a dealer campaign, priced low enough to reach "Exceptionelt tilbud".
  const baseShare = random.chance(0.12) ? 0.0072 + random.next() * 0.001 : 0.0098 + random.next() * 0.0045;
  const ladderScale = Math.min(1.3, Math.max(0.6, basis / 350_000));
  const depositFactor = 1 + random.next() * 0.25;
  const priceEnding = random.pick([5, 5, 5, 1, 0]);
  const mileages = options.mileages ?? STANDARD_MILEAGES;
  const maxDeposit = Math.max(15_000, basis * 0.2);

  const monthlyFor = (mileage: number, term: number, deposit: number) => {
    const surcharge = (MILEAGE_SURCHARGE[mileage] ?? 0) * ladderScale;
    const raw = basis * baseShare * (TERM_FACTOR[term] ?? 1) + surcharge - (deposit / term) * depositFactor;
    return Math.round(raw / 100) * 100 - priceEnding;
  };

  const grid: LeaseOffer[] = [];
  for (const term of options.terms ?? OFFER_TERMS) {
    for (const mileage of mileages) {
      for (const deposit of OFFER_DEPOSITS) {
        if (deposit > maxDeposit) continue;
        const monthly = monthlyFor(mileage, term, deposit);
        const share = monthly / basis;
        if (share < MONTHLY_SHARE_OF_RETAIL.min || share > MONTHLY_SHARE_OF_RETAIL.max) continue;
        grid.push({
          mileage_per_year: mileage,
          period_months: term,
          first_payment: deposit,
          monthly_price: monthly,
        });
      }
    }
  }

  const target = options.count ?? random.weighted(offerCounts, (entry) => entry.weight).count;
  const preferredTerms = options.terms ?? random.weighted(termSets, (set) => set.weight).terms;
  const preferredMileages = new Set(
    options.mileages ?? [15_000, ...random.shuffle(STANDARD_MILEAGES).slice(0, random.int(1, 4))],
  );
  const preferredDeposits = new Set([0, ...random.shuffle(OFFER_DEPOSITS).slice(0, random.int(1, 3))]);
  const isPreferred = (offer: LeaseOffer) =>
    preferredTerms.includes(offer.period_months) &&
    preferredMileages.has(offer.mileage_per_year) &&
    preferredDeposits.has(offer.first_payment);

  const chosen = [
    ...random.shuffle(grid.filter(isPreferred)),
    ...random.shuffle(grid.filter((offer) => !isPreferred(offer))),
  ].slice(0, target);
  return chosen.sort(
    (a, b) =>
      a.period_months - b.period_months ||
      a.mileage_per_year - b.mileage_per_year ||
      a.first_payment - b.first_payment,
  );
}
