import type { LeaseOffer } from '../../offers/lease-offer';
import { offerPriceKey, offerTermsKey } from '../../offers/offer-key';
import { type StatedOffer, sameStatedTotals } from '../offer-conditions';
import type { OfferDiff } from '../proposed-change';

/**
 * Offers compared as a set of whole-number 4-tuples: order and exact duplicates never matter
 * (original-system.md §8.2, "AI offer switching" and per-offer view rows gave false updates). An offer's
 * stated total and minimum price travel with it but are never part of the tuple.
 */
export function normaliseOffers(offers: readonly StatedOffer[]): StatedOffer[] {
  const byTuple = new Map<string, StatedOffer>();
  for (const offer of offers) {
    const normalised = normaliseOffer(offer);
    byTuple.set(offerPriceKey(normalised), normalised);
  }
  return [...byTuple.values()].sort(compareOffers);
}

export function sameOfferSet(a: readonly LeaseOffer[], b: readonly LeaseOffer[]): boolean {
  const left = normaliseOffers(a);
  const right = normaliseOffers(b);
  return (
    left.length === right.length &&
    left.every((offer, i) => {
      const other = right[i];
      return other !== undefined && offerPriceKey(offer) === offerPriceKey(other);
    })
  );
}

/**
 * The offers both lists have (the same 4-tuple) whose stated total or minimum price differs; an offer
 * that states neither, where the other did, differs too: stored offers keep what the list states now.
 */
export function restatedOffers(
  oldOffers: readonly StatedOffer[],
  newOffers: readonly StatedOffer[],
): Array<{ old: StatedOffer; new: StatedOffer }> {
  const olds = new Map(normaliseOffers(oldOffers).map((offer) => [offerPriceKey(offer), offer]));
  const restated: Array<{ old: StatedOffer; new: StatedOffer }> = [];
  for (const next of normaliseOffers(newOffers)) {
    const old = olds.get(offerPriceKey(next));
    if (old && !sameStatedTotals(old, next)) restated.push({ old, new: next });
  }
  return restated;
}

/** The same offers (as 4-tuples) stating the same totals: applying them would change nothing. */
export function sameOffersAsStated(a: readonly StatedOffer[], b: readonly StatedOffer[]): boolean {
  return sameOfferSet(a, b) && restatedOffers(a, b).length === 0;
}

/**
 * Added, removed, changed and restated offers; "changed" pairs an old and a new offer with the same
 * mileage, period and first payment but another monthly price; "restated" the same offer with another
 * stated total or minimum price.
 */
export function diffOffers(oldOffers: readonly StatedOffer[], newOffers: readonly StatedOffer[]): OfferDiff {
  const oldTerms = groupByTerms(withoutTuplesIn(normaliseOffers(oldOffers), newOffers));
  const newTerms = groupByTerms(withoutTuplesIn(normaliseOffers(newOffers), oldOffers));
  const diff: OfferDiff = { added: [], removed: [], changed: [] };
  // Only present when something was restated, so diffs of lists that state no totals look as before.
  const restated = restatedOffers(oldOffers, newOffers);
  if (restated.length > 0) diff.restated = restated;

  for (const [terms, olds] of oldTerms) {
    const news = newTerms.get(terms) ?? [];
    const paired = Math.min(olds.length, news.length);
    olds.slice(0, paired).forEach((old, i) => {
      const next = news[i];
      if (next) diff.changed.push({ old, new: next });
    });
    diff.removed.push(...olds.slice(paired));
    diff.added.push(...news.slice(paired));
  }
  for (const [terms, news] of newTerms) {
    if (!oldTerms.has(terms)) diff.added.push(...news);
  }
  diff.added.sort(compareOffers);
  diff.removed.sort(compareOffers);
  diff.changed.sort((a, b) => compareOffers(a.new, b.new));
  return diff;
}

export function isEmptyOfferDiff(diff: OfferDiff): boolean {
  return (
    diff.added.length === 0 &&
    diff.removed.length === 0 &&
    diff.changed.length === 0 &&
    (diff.restated ?? []).length === 0
  );
}

function normaliseOffer(offer: StatedOffer): StatedOffer {
  const normalised: StatedOffer = {
    mileage_per_year: Math.round(offer.mileage_per_year),
    period_months: Math.round(offer.period_months),
    first_payment: Math.round(offer.first_payment),
    monthly_price: Math.round(offer.monthly_price),
  };
  // Only what the list stated travels along, so an offer without totals stays a plain 4-tuple.
  if (offer.total_cost !== undefined && offer.total_cost !== null) normalised.total_cost = offer.total_cost;
  if (offer.minimum_price !== undefined && offer.minimum_price !== null) {
    normalised.minimum_price = offer.minimum_price;
  }
  return normalised;
}

function compareOffers(a: LeaseOffer, b: LeaseOffer): number {
  return (
    a.mileage_per_year - b.mileage_per_year ||
    a.period_months - b.period_months ||
    a.first_payment - b.first_payment ||
    a.monthly_price - b.monthly_price
  );
}

function withoutTuplesIn(offers: StatedOffer[], other: readonly LeaseOffer[]): StatedOffer[] {
  const otherTuples = new Set(normaliseOffers(other).map(offerPriceKey));
  return offers.filter((offer) => !otherTuples.has(offerPriceKey(offer)));
}

function groupByTerms(offers: StatedOffer[]): Map<string, StatedOffer[]> {
  const groups = new Map<string, StatedOffer[]>();
  for (const offer of offers) {
    const key = offerTermsKey(offer);
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  return groups;
}
