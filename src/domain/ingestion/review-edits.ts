import { z } from 'zod/mini';
import { offerPriceKey, offerTermsKey } from '../offers/offer-key';
import {
  type ExtractedCar,
  type ExtractedOffer,
  extractedCarSchema,
  extractedOfferSchema,
  MAX_OFFERS_PER_CAR,
} from './extracted-price-list';
import { type CarIdentity, sameIdentity } from './matching/correction-rules';
import { markChecksReviewed } from './reading-check-badges';
import { evidenceForOffers } from './reading-evidence';

/**
 * The review's own cars (issue 25): "Del bil" moves some offers of a car the reader merged into a new
 * car, "Tilføj bil" adds a car the reader missed. Schemas shared by the route and the dialogs, and the
 * pure split.
 */

/** Where a change's car came from: read from the list, split off another car, or added by the admin. */
export const changeOrigins = ['reader', 'split', 'admin'] as const;
export type ChangeOrigin = (typeof changeOrigins)[number];

/** What a change says about its car's name (part of ImportChangeJson). */
export type ReviewedCarOrigin = {
  origin: ChangeOrigin;
  /** The make, model and variant the reader read; null for a car split off or added by the admin. */
  read_identity: CarIdentity | null;
  /** The name a correction remembered for the seller gave the car when the batch was made. */
  remembered_identity: CarIdentity | null;
};

/** "Rettet som sidst": a remembered correction named the car, and nobody has renamed it since. */
export function isRememberedCorrection(change: ReviewedCarOrigin & { car: CarIdentity | null }): boolean {
  return Boolean(
    change.remembered_identity && change.car && sameIdentity(change.car, change.remembered_identity),
  );
}

/** The identity fields a split-off or added car is given (the others come from the list or stay empty). */
export const carIdentityFieldsSchema = z.pick(extractedCarSchema, {
  make: true,
  model: true,
  variant: true,
  horsepower: true,
  fuel_type: true,
  transmission: true,
});
export type CarIdentityFields = z.infer<typeof carIdentityFieldsSchema>;

export const DUPLICATE_TERMS_MESSAGE = 'To tilbud har samme km/år, løbetid og udbetaling';

/** Indexes of offers that repeat an earlier offer's km/år, term and first payment. */
export function repeatedTermIndexes(offers: readonly ExtractedOffer[]): number[] {
  const seen = new Set<string>();
  return offers.flatMap((offer, index) => {
    const key = offerTermsKey(offer);
    const repeated = seen.has(key);
    seen.add(key);
    return repeated ? [index] : [];
  });
}

/**
 * POST /api/admin/batches/:id/changes — a car the reader missed, with its offers (one price per km/år,
 * term and first payment: an admin states no conflict) → { change_id }.
 */
export const addChangeSchema = z.object({
  car: z
    .extend(carIdentityFieldsSchema, {
      offers: z.array(extractedOfferSchema).check(z.minLength(1), z.maxLength(MAX_OFFERS_PER_CAR)),
    })
    .check(
      z.superRefine((car, ctx) => {
        for (const index of repeatedTermIndexes(car.offers)) {
          ctx.issues.push({
            code: 'custom',
            input: car.offers[index],
            path: ['offers', index, 'mileage_per_year'],
            message: DUPLICATE_TERMS_MESSAGE,
          });
        }
      }),
    ),
});
export type AddChangeBody = z.infer<typeof addChangeSchema>;
export type AddChangeResponse = { change_id: string };

/**
 * POST /api/admin/batches/:id/changes/:changeId/split — the offers to move (as the review shows them)
 * and the new car's identity, from the change's version the review loaded (`expectedVersion`, ADR 037)
 * → { change_id } of the new car's change.
 */
export const splitChangeSchema = z.object({
  identity: carIdentityFieldsSchema,
  offers: z.array(extractedOfferSchema).check(z.minLength(1), z.maxLength(MAX_OFFERS_PER_CAR)),
});
export type SplitChangeBody = z.infer<typeof splitChangeSchema>;
export type SplitChangeResponse = { change_id: string };

/** GET /api/admin/batches/catalog-models: the catalogue's makes with their models, by name. */
export type CatalogModelsResponse = { makes: Array<{ name: string; models: string[] }> };

export type SplitRefusal = 'nothing_moved' | 'everything_moved' | 'offer_not_on_car' | 'same_car';

/** Danish, for the dialog and the 422 answer. */
export const splitRefusalMessages: Record<SplitRefusal, string> = {
  nothing_moved: 'Vælg mindst ét tilbud, der skal flyttes til den nye bil.',
  everything_moved: 'Mindst ét tilbud skal blive på den oprindelige bil.',
  offer_not_on_car: 'Et af de valgte tilbud findes ikke længere på bilen. Genindlæs siden.',
  same_car:
    'Den nye bil skal være en anden end den oprindelige: ret mærke, model, variant, hestekræfter, drivmiddel eller gear.',
};

const identityParts = (car: CarIdentityFields) =>
  [car.make, car.model, car.variant].map((text) => text.trim().toLocaleLowerCase('da-DK')).join('|') +
  `|${car.horsepower ?? ''}|${car.fuel_type ?? ''}|${car.transmission ?? ''}`;

/**
 * A car split in two: the offers to move (matched by terms and price) go to a new car with `identity`,
 * the rest stay. Both keep what the list said around the car (specs, sources, conditions, notes) and the
 * reader's checks, marked as looked at — choosing which offers belong to which car is the admin's look
 * at the reading, as "Ret bil" is.
 */
export function splitCar(
  car: ExtractedCar,
  moved: readonly ExtractedOffer[],
  identity: CarIdentityFields,
): { kept: ExtractedCar; split: ExtractedCar } | { refused: SplitRefusal } {
  const wanted = new Set(moved.map(offerPriceKey));
  const onCar = new Set(car.offers.map(offerPriceKey));
  if (wanted.size === 0) return { refused: 'nothing_moved' };
  if ([...wanted].some((key) => !onCar.has(key))) return { refused: 'offer_not_on_car' };
  const keptOffers = car.offers.filter((offer) => !wanted.has(offerPriceKey(offer)));
  const splitOffers = car.offers.filter((offer) => wanted.has(offerPriceKey(offer)));
  if (keptOffers.length === 0) return { refused: 'everything_moved' };
  if (identityParts(identity) === identityParts(car)) return { refused: 'same_car' };
  const checks = car.checks && car.checks.length > 0 ? markChecksReviewed(car.checks) : undefined;
  const { evidence, ...base } = checks ? { ...car, checks } : car;
  const trimmed = {
    ...identity,
    make: identity.make.trim(),
    model: identity.model.trim(),
    variant: identity.variant.trim(),
  };
  // Each car keeps the reasons of its own offers; the new car's name is the admin's, not a reading.
  const keptEvidence = evidenceForOffers(evidence, keptOffers);
  const splitEvidence = evidenceForOffers(evidence, splitOffers, { withNames: false });
  return {
    kept: { ...base, offers: keptOffers, ...(keptEvidence ? { evidence: keptEvidence } : {}) },
    split: {
      ...base,
      ...trimmed,
      offers: splitOffers,
      ...(splitEvidence ? { evidence: splitEvidence } : {}),
    },
  };
}

/** The car an admin adds: what the form states, nothing read (no sources, checks or notes). */
export function addedCar(input: AddChangeBody['car']): ExtractedCar {
  return {
    ...input,
    make: input.make.trim(),
    model: input.model.trim(),
    variant: input.variant.trim(),
  };
}
