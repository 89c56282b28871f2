import type { ExtractedCar } from '../extracted-price-list';

/**
 * Corrections remembered per seller (issue 25): when an admin applies a batch in which "Ret bil" gave a
 * car another make, model or variant than the reader read, the seller keeps a rule from the reading to
 * the correction, and the seller's next list is matched with the correction already made. Pure: the
 * caller loads the seller's rules and stores what `correctionsToRemember` says.
 */

/** A car's name as a correction sees it. */
export type CarIdentity = { make: string; model: string; variant: string };
export type CorrectionRule = { from: CarIdentity; to: CarIdentity };

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('da-DK');

/** "skoda|octavia|kombi 1.5 e-tsi": case and spacing do not make another reading. */
export const identityKey = (identity: CarIdentity): string =>
  [identity.make, identity.model, identity.variant].map(normalised).join('|');

export const identityOf = (car: CarIdentity): CarIdentity => ({
  make: car.make.trim(),
  model: car.model.trim(),
  variant: car.variant.trim(),
});

export const sameIdentity = (a: CarIdentity, b: CarIdentity): boolean => identityKey(a) === identityKey(b);

/** "Skoda Octavia Kombi 1.5 e-TSI" for the review's "Læst som …". */
export const identityText = (identity: CarIdentity): string =>
  [identity.make, identity.model, identity.variant].filter(Boolean).join(' ');

export type CorrectedCar = {
  car: ExtractedCar;
  /** The make, model and variant the reader read (before any rule). */
  readIdentity: CarIdentity;
  /** The identity a remembered rule gave the car; null when no rule applied. */
  rememberedIdentity: CarIdentity | null;
};

/**
 * Each car with the correction remembered for its reading, if any: a car read as a rule's `from` gets
 * the rule's `to` make, model and variant (the rest of the car — specs, offers, checks — is kept).
 */
export function applyCorrectionRules(
  cars: readonly ExtractedCar[],
  rules: readonly CorrectionRule[],
): CorrectedCar[] {
  const byReading = new Map(rules.map((rule) => [identityKey(rule.from), rule] as const));
  return cars.map((car) => {
    const readIdentity = identityOf(car);
    const rule = byReading.get(identityKey(readIdentity));
    if (!rule || sameIdentity(rule.to, readIdentity)) {
      return { car, readIdentity, rememberedIdentity: null };
    }
    const to = identityOf(rule.to);
    return { car: { ...car, ...to }, readIdentity, rememberedIdentity: to };
  });
}

/** A change as the apply sees it, for learning: what was read, what a rule gave, what it is now. */
export type AppliedIdentity = {
  readIdentity: CarIdentity | null;
  rememberedIdentity: CarIdentity | null;
  car: CarIdentity | null;
};

export type CorrectionsToRemember = {
  /** Rules to store (a reading the seller already has a rule for gets the new `to`). */
  remember: CorrectionRule[];
  /** Readings whose rule the admin undid ("Ret bil" back to what the reader read): forget them. */
  forget: CarIdentity[];
};

/**
 * What an applied batch teaches: every car the reader read and the admin renamed is a rule from the
 * reading to the name it was applied with — also one a rule renamed and the admin left as it was, which
 * keeps the rule. A car a rule renamed and the admin set back to its reading forgets that rule. Cars the
 * admin added or split off were never read as such and teach nothing. Two applied cars of one reading
 * with different names teach the later one.
 */
export function correctionsToRemember(changes: readonly AppliedIdentity[]): CorrectionsToRemember {
  const remember = new Map<string, CorrectionRule>();
  const forget = new Map<string, CarIdentity>();
  for (const change of changes) {
    if (!change.readIdentity || !change.car) continue;
    const key = identityKey(change.readIdentity);
    if (!sameIdentity(change.car, change.readIdentity)) {
      remember.set(key, { from: identityOf(change.readIdentity), to: identityOf(change.car) });
      forget.delete(key);
    } else if (change.rememberedIdentity && !remember.has(key)) {
      forget.set(key, identityOf(change.readIdentity));
    }
  }
  return { remember: [...remember.values()], forget: [...forget.values()] };
}
