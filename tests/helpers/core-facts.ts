import type { ExtractedCar, ExtractedPriceList } from '../../src/domain/ingestion/extracted-price-list';

/**
 * An extraction reduced to what the hand-written test lists state as truth: each car's identity,
 * facts and the four numbers of each offer — without where it was read, its notes, and what the
 * reader keeps besides (stated totals and minimum prices, conditions, specs, its checks and evidence), which have tests of
 * their own.
 */
export function coreFacts(list: ExtractedPriceList): ExtractedPriceList {
  return { cars: list.cars.map(coreCar) };
}

function coreCar(car: ExtractedCar): ExtractedCar {
  const { sources: _s, notes: _n, conditions: _c, checks: _k, evidence: _e, ...rest } = car;
  return {
    ...withoutStatedSpecs(rest),
    offers: car.offers.map(({ total_cost: _t, minimum_price: _m, ...offer }) => offer),
  };
}

function withoutStatedSpecs(car: Omit<ExtractedCar, 'sources' | 'notes' | 'conditions'>) {
  const {
    wltp_km: _w,
    co2_g_km: _g,
    co2_tax_half_year: _t,
    consumption_kwh_100km: _k,
    consumption_l_100km: _l,
    ...rest
  } = car;
  return rest;
}
