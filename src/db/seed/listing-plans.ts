import {
  type ListingStatus,
  type StoredBodyType,
  type StoredFuelType,
  storedBodyTypes,
  storedFuelTypes,
} from '../../domain/listings/vehicle-values';
import { HIGH_MILEAGES } from './offer-grid';
import type { Random } from './random';
import { demoMakes, type MakeSpec, type ModelSpec, type VariantSpec } from './vehicle-data';

export type EdgeCaseName =
  | 'onlyTwelveMonthOffers'
  | 'onlyHighMileageOffers'
  | 'noRetailPrice'
  | 'implausibleRetailPrice'
  | 'duplicateLookingManual'
  | 'duplicateLookingAutomatik'
  | 'equipmentBase'
  | 'equipmentVariant'
  | 'activeWithoutOffers';

export type ListingPlan = {
  make: MakeSpec;
  model: ModelSpec;
  variant: VariantSpec;
  variantName: string;
  bodyType: StoredBodyType;
  status: ListingStatus;
  /** Stored retail price; the variant's real price is still what the dealer priced offers from. */
  retailPrice: number | null;
  offers: { mileages?: readonly number[]; terms?: readonly number[] } | 'none';
  sellerName?: string;
  edgeCase?: EdgeCaseName;
};

type Candidate = { make: MakeSpec; model: ModelSpec; variant: VariantSpec };

const candidates: readonly Candidate[] = demoMakes.flatMap((make) =>
  make.models.flatMap((model) => model.variants.map((variant) => ({ make, model, variant }))),
);

const bodyOf = (c: Candidate): StoredBodyType => c.variant.bodyType ?? c.model.bodyType;

/** Stored body values no model uses natively; they are the import-time synonyms of another group member. */
const bodySynonymOf: Partial<Record<StoredBodyType, StoredBodyType>> = {
  Personbil: 'Sedan',
  'Test karosseri': 'Microcar',
};

const fuelShare: Record<StoredFuelType, number> = {
  Electric: 40,
  Petrol: 20,
  'Hybrid - Petrol': 15,
  'Plug-in - Petrol': 10,
  Diesel: 10,
  'Hybrid - Diesel': 3,
  'Plug-in - Diesel': 2,
};

function find(make: string, model: string, variant: string): Candidate {
  const found = candidates.find(
    (c) => c.make.name === make && c.model.name === model && c.variant.name === variant,
  );
  if (!found) throw new Error(`Demo data lacks ${make} ${model} ${variant}`);
  return found;
}

function plan(candidate: Candidate, overrides: Partial<ListingPlan> = {}): ListingPlan {
  return {
    ...candidate,
    variantName: candidate.variant.name,
    bodyType: bodyOf(candidate),
    status: 'active',
    retailPrice: candidate.variant.retailPrice,
    offers: {},
    ...overrides,
  };
}

/** The §9.3 edge cases, all active so the public pages meet them. */
function edgeCasePlans(): ListingPlan[] {
  const ioniq5 = find('Hyundai', 'IONIQ 5', 'Ultimate 325 HK 4WD');
  return [
    plan(find('Volkswagen', 'T-Roc', 'R-Line Black Edition 1.5 TSI EVO ACT DSG7 150 HK'), {
      offers: { terms: [12] },
      edgeCase: 'onlyTwelveMonthOffers',
    }),
    plan(find('Skoda', 'Enyaq', '85 Selection 286 HK'), {
      offers: { mileages: HIGH_MILEAGES },
      edgeCase: 'onlyHighMileageOffers',
    }),
    plan(find('Hyundai', 'IONIQ 6', 'Advanced 229 HK'), { retailPrice: null, edgeCase: 'noRetailPrice' }),
    // A digit lost when the price list was typed in: 549 900 became 54 990.
    plan(find('Audi', 'Q6 e-tron', 'Progress 252 HK'), {
      retailPrice: 54_990,
      edgeCase: 'implausibleRetailPrice',
    }),
    plan(find('Toyota', 'Aygo X', 'Active 72 HK'), {
      sellerName: 'Amager Toyota',
      edgeCase: 'duplicateLookingManual',
    }),
    plan(find('Toyota', 'Aygo X', 'Active 72 HK Automatik'), {
      sellerName: 'Amager Toyota',
      edgeCase: 'duplicateLookingAutomatik',
    }),
    plan(ioniq5, { sellerName: 'Herning Hyundai', edgeCase: 'equipmentBase' }),
    plan(ioniq5, {
      variantName: `${ioniq5.variant.name} – 20" alufælge, soltag`,
      retailPrice: ioniq5.variant.retailPrice + 15_000,
      sellerName: 'Herning Hyundai',
      edgeCase: 'equipmentVariant',
    }),
    plan(find('Ford', 'Explorer', 'Extended Range RWD 286 HK'), {
      offers: 'none',
      edgeCase: 'activeWithoutOffers',
    }),
  ];
}

/** One active listing for every stored body and fuel value that the plans so far lack. */
function coveragePlans(random: Random, existing: readonly ListingPlan[]): ListingPlan[] {
  const plans: ListingPlan[] = [];
  const active = () => [...existing, ...plans].filter((p) => p.status === 'active' && p.offers !== 'none');
  for (const bodyType of storedBodyTypes) {
    if (active().some((p) => p.bodyType === bodyType)) continue;
    const source = bodySynonymOf[bodyType] ?? bodyType;
    const pool = candidates.filter((c) => bodyOf(c) === source);
    if (pool.length === 0) throw new Error(`Demo data has no model with body type ${source}`);
    plans.push(plan(random.pick(pool), { bodyType }));
  }
  for (const fuel of storedFuelTypes) {
    if (active().some((p) => p.variant.fuel === fuel)) continue;
    plans.push(plan(random.pick(candidates.filter((c) => c.variant.fuel === fuel))));
  }
  return plans;
}

const variantsByFuel = new Map(
  storedFuelTypes.map((fuel) => {
    const pool = candidates.filter((c) => c.variant.fuel === fuel);
    const perMake = (make: MakeSpec) => pool.filter((c) => c.make === make).length;
    // Each make's share follows its popularity, however many variants of this fuel it has.
    return [fuel, pool.map((c) => ({ candidate: c, weight: c.make.popularity / perMake(c.make) }))];
  }),
);

function randomPlan(random: Random): ListingPlan {
  const fuel = random.weighted(storedFuelTypes, (f) => fuelShare[f]);
  const pool = variantsByFuel.get(fuel) ?? [];
  const { candidate } = random.weighted(pool, (entry) => entry.weight);
  const roll = random.next();
  const status: ListingStatus = roll < 0.07 ? 'pending' : roll < 0.12 ? 'inactive' : 'active';
  return plan(candidate, { status });
}

/** Edge cases and coverage first, then random listings up to `count`. */
export function listingPlans(random: Random, count: number): ListingPlan[] {
  const plans = edgeCasePlans();
  plans.push(...coveragePlans(random, plans));
  if (count < plans.length) {
    throw new RangeError(`A demo catalogue needs at least ${plans.length} listings, got ${count}`);
  }
  while (plans.length < count) plans.push(randomPlan(random));
  return plans;
}
