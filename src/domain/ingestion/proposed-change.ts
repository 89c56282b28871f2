import type { LeaseOffer } from '../offers/lease-offer';
import type { ExtractedCar } from './extracted-price-list';
import type { CarIdentity } from './matching/correction-rules';
import type { ConditionChange, StatedOffer, StoredConditions } from './offer-conditions';

/**
 * What matching proposes for one extracted car or one existing listing, before review.
 * A batch (one seller, one or more extraction sessions) holds a list of these; review sets each
 * change's status and apply carries out the approved ones in one transaction.
 */
export const changeTypes = ['create', 'update', 'unchanged', 'missing_model', 'withdraw'] as const;
export type ChangeType = (typeof changeTypes)[number];

export const changeStatuses = ['pending', 'approved', 'rejected', 'applied'] as const;
export type ChangeStatus = (typeof changeStatuses)[number];

/** exact make|model|variant; composite key; scored match (original-system.md §4.12); none. */
export const matchMethods = ['exact', 'composite', 'scored', 'none'] as const;
export type MatchMethod = (typeof matchMethods)[number];

/** Listing fields an extracted car can change (snake_case as in ExtractedCar). */
export const comparedFields = [
  'variant',
  'horsepower',
  'fuel_type',
  'transmission',
  'year',
  'wltp_km',
  'co2_g_km',
  'co2_tax_half_year',
  'consumption_l_100km',
  'consumption_kwh_100km',
] as const;
export type ComparedField = (typeof comparedFields)[number];

/** A listing field the price list would change; a stated condition (dates, inclusions, fees) is one too. */
export type FieldChange =
  | { field: ComparedField; old: string | number | null; new: string | number | null }
  | ConditionChange;

/** Offers carry what the list stated about their totals (absent in batches made before it was kept). */
export type OfferDiff = {
  added: StatedOffer[];
  removed: StatedOffer[];
  /** Same mileage, period and first payment; another monthly price. */
  changed: Array<{ old: StatedOffer; new: StatedOffer }>;
  /**
   * The same offer (all four numbers) with another stated total or minimum price: the offer stays, only
   * what the list says about it changes. Absent in batches made before stated totals were kept.
   */
  restated?: Array<{ old: StatedOffer; new: StatedOffer }>;
};

/** A listing of the seller as matching sees it. */
export type ExistingListing = {
  id: string;
  make: string;
  model: string;
  variant: string | null;
  horsepower: number | null;
  fuelType: string | null;
  transmission: string | null;
  year: number | null;
  wltpKm: number | null;
  co2GKm: number | null;
  co2TaxHalfYear: number | null;
  consumptionL100km: number | null;
  consumptionKwh100km: number | null;
  status: 'active' | 'inactive' | 'pending';
  /** With the totals the last import stated for them. */
  offers: StatedOffer[];
  /** What the last import stated around the prices; absent is read as nothing stated. */
  conditions?: StoredConditions;
  /** For the lease-score outlier warning; absent or null when unknown (no score warning then). */
  retailPrice?: number | null;
};

/** The terms a monthly price is quoted for: mileage, period and first payment. */
export type OfferTerms = Omit<LeaseOffer, 'monthly_price'>;

/**
 * The price list states more than one monthly price for the same car and terms. The change is blocked
 * (it cannot be approved or applied) until the admin has chosen one: `chosen` is null until then. The
 * car keeps every stated price until the choice; after it, only the chosen one (the others stay here).
 */
export type PriceConflictWarning = {
  kind: 'conflicting_prices';
  terms: OfferTerms;
  /** Every monthly price stated for these terms, ascending, each once. */
  monthlyPrices: number[];
  chosen: number | null;
};

export type OutlierWarning =
  | PriceConflictWarning
  | { kind: 'monthly_price_jump'; percent: number }
  | { kind: 'score_off_seller_norm'; score: number; sellerMedian: number }
  | { kind: 'missing_fields'; fields: ComparedField[] };

export type ProposedChange = {
  type: ChangeType;
  /** Set for update, unchanged and withdraw. */
  listingId: string | null;
  /** Set for create, update, unchanged and missing_model. */
  car: ExtractedCar | null;
  matchMethod: MatchMethod;
  /** 0–1; 1 for exact matches. */
  confidence: number;
  fieldChanges: FieldChange[];
  offerDiff: OfferDiff | null;
  warnings: OutlierWarning[];
  /** Short Danish description for lists, e.g. "Ny bil: Toyota Yaris 1.5 Hybrid Active". */
  summary: string;
  /** The make, model and variant the reader read, before a correction remembered for the seller. */
  readIdentity?: CarIdentity | null;
  /** The name a remembered correction gave the car (issue 25); null or absent when none did. */
  rememberedIdentity?: CarIdentity | null;
};

/** The makes and models a batch's sources cover: withdrawals are proposed only inside this scope. */
export type BatchScope = Array<{ make: string; model: string }>;
