import type { LeaseOffer } from '../../offers/lease-offer';
import type { OfferDiff } from '../proposed-change';

/**
 * Offers compared as a set of whole-number 4-tuples: order and exact duplicates never matter
 * (original-system.md §8.2, "AI offer switching" and per-offer view rows gave false updates).
 */
export function normaliseOffers(offers: readonly LeaseOffer[]): LeaseOffer[] {
  const byTuple = new Map<string, LeaseOffer>();
  for (const offer of offers) {
    const normalised = normaliseOffer(offer);
    byTuple.set(tupleKey(normalised), normalised);
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
      return other !== undefined && tupleKey(offer) === tupleKey(other);
    })
  );
}

/**
 * Added, removed and changed offers; "changed" pairs an old and a new offer with the same mileage,
 * period and first payment but another monthly price.
 */
export function diffOffers(oldOffers: readonly LeaseOffer[], newOffers: readonly LeaseOffer[]): OfferDiff {
  const oldTerms = groupByTerms(withoutTuplesIn(normaliseOffers(oldOffers), newOffers));
  const newTerms = groupByTerms(withoutTuplesIn(normaliseOffers(newOffers), oldOffers));
  const diff: OfferDiff = { added: [], removed: [], changed: [] };

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
  return diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0;
}

/** mileage|period|first payment: the terms an offer's monthly price is quoted for. */
export function offerTermsKey(offer: LeaseOffer): string {
  return `${offer.mileage_per_year}|${offer.period_months}|${offer.first_payment}`;
}

function normaliseOffer(offer: LeaseOffer): LeaseOffer {
  return {
    mileage_per_year: Math.round(offer.mileage_per_year),
    period_months: Math.round(offer.period_months),
    first_payment: Math.round(offer.first_payment),
    monthly_price: Math.round(offer.monthly_price),
  };
}

function tupleKey(offer: LeaseOffer): string {
  return `${offerTermsKey(offer)}|${offer.monthly_price}`;
}

function compareOffers(a: LeaseOffer, b: LeaseOffer): number {
  return (
    a.mileage_per_year - b.mileage_per_year ||
    a.period_months - b.period_months ||
    a.first_payment - b.first_payment ||
    a.monthly_price - b.monthly_price
  );
}

function withoutTuplesIn(offers: LeaseOffer[], other: readonly LeaseOffer[]): LeaseOffer[] {
  const otherTuples = new Set(normaliseOffers(other).map(tupleKey));
  return offers.filter((offer) => !otherTuples.has(tupleKey(offer)));
}

function groupByTerms(offers: LeaseOffer[]): Map<string, LeaseOffer[]> {
  const groups = new Map<string, LeaseOffer[]>();
  for (const offer of offers) {
    const key = offerTermsKey(offer);
    groups.set(key, [...(groups.get(key) ?? []), offer]);
  }
  return groups;
}
