import type { StatedItems } from '../offers/included-items';
import type { LeaseOffer } from '../offers/lease-offer';
import type { RunningCost } from '../offers/running-cost';

/** The most cars one comparison holds. */
export const MAX_COMPARED_CARS = 4;

/** One of the visitor's three lease terms, under its URL name. */
export type CompareTerm = 'km' | 'mdr' | 'udb';

/** The common configuration: each term as the visitor chose it, null when not chosen. */
export type CompareConfig = Record<CompareTerm, number | null>;

/** The LeaseScore's three parts, each 0–100 (the detail page's breakdown). */
export type LeaseScoreParts = { monthly_rate: number; mileage: number; upfront: number };

/** A car still for sale, priced at the common configuration or its closest offer. */
export type ComparedCar = {
  status: 'available';
  id: string;
  make: string;
  model: string;
  variant: string | null;
  image: string | null;
  seller_name: string | null;
  /** The offer shown: the visitor's configuration, or the closest the seller has. */
  offer: LeaseOffer;
  /** The chosen terms the offer does not match (empty: the exact configuration). */
  differs: CompareTerm[];
  /** First payment + months × monthly + stated one-off fees (ADR 053). */
  total_cost: number;
  /** total_cost ÷ months, whole kroner. */
  effective_monthly_cost: number;
  lease_score: number | null;
  /** Null when the car cannot be scored (no plausible retail price). */
  lease_score_parts: LeaseScoreParts | null;
  included_items: StatedItems;
  fuel_type: string | null;
  transmission: string | null;
  body_type: string | null;
  drive_type: string | null;
  horsepower: number | null;
  seats: number | null;
  doors: number | null;
  year: number | null;
  co2_g_km: number | null;
  wltp_km: number | null;
  consumption_l_100km: number | null;
  consumption_kwh_100km: number | null;
  running_cost: RunningCost;
};

/** An id that is unknown, no longer active, or whose offers have expired: "ikke længere til salg". */
export type GoneCar = { status: 'gone'; id: string };

export type CompareEntry = ComparedCar | GoneCar;

/** GET /api/compare: the cars in the order asked for, and each term's values any of them offers (ascending). */
export type CompareAnswer = {
  config: CompareConfig;
  cars: CompareEntry[];
  choices: Record<CompareTerm, number[]>;
};
