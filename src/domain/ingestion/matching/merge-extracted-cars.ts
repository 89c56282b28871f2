import type { ExtractedCar, ExtractedOffer, SourcePlace } from '../extracted-price-list';
import { sourcePlacesText } from '../source-places';
import { normaliseText } from './match-keys';
import { normaliseOffers } from './normalise-offers';
import { endSentence, offerTermsText, pricesText } from './price-conflict-text';
import { priceConflicts } from './price-conflicts';

/** The list (or its sessions together) states more than one monthly price for one car and terms. */
export type OfferConflictWarning = {
  make: string;
  model: string;
  variant: string;
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  /** Every stated monthly price, ascending. */
  monthlyPrices: number[];
  /** Indexes (in the input) of the sessions that stated one of them. */
  sessions: number[];
  /** Danish, for the session log. */
  message: string;
};

export type MergedExtraction = { cars: ExtractedCar[]; warnings: OfferConflictWarning[] };

type MergingCar = {
  car: ExtractedCar;
  offers: Array<{ offer: ExtractedOffer; session: number }>;
  sources: SourcePlace[];
  notes: string[];
  /** Places read in later sessions, per session (for a note naming the session). */
  laterPlaces: Map<number, SourcePlace[]>;
  firstSession: number;
};

const MAX_NOTES = 50;
const MAX_SOURCES = 500;

/**
 * One batch's cars from several extraction sessions (given in session order): the same
 * make|model|variant|transmission|horsepower with compatible fuels (equal, or one unknown) becomes one car
 * with the offers of all sessions. Cars that differ in any of these stay apart — a manual and an
 * automatic trim of the same name are two cars, and so are a petrol and a hybrid one.
 * Every stated price is kept: when the sessions (or the rows of one) state different monthly prices for
 * the same terms, the car keeps all of them and matching blocks it until the admin chooses (nothing is
 * dropped); a warning per conflict goes to the session log. Car fields come from the first occurrence;
 * a later one fills only fields the first left empty. Source places are the first session's; places in
 * another session become a note naming it (`sessionLabels`), and notes are joined.
 */
export function mergeExtractedCars(
  sessions: ReadonlyArray<readonly ExtractedCar[]>,
  sessionLabels: readonly string[] = [],
): MergedExtraction {
  // Per make|model|variant|transmission|horsepower, the cars that differ in a known fuel.
  const groups = new Map<string, MergingCar[]>();
  const merged: MergingCar[] = [];

  sessions.forEach((cars, session) => {
    for (const car of cars) {
      const group = groups.get(carIdentity(car)) ?? [];
      groups.set(carIdentity(car), group);
      const known = group.find((entry) => fuelsCompatible(entry.car, car));
      const target: MergingCar = known ?? {
        car: { ...car },
        offers: [],
        sources: [],
        notes: [],
        laterPlaces: new Map(),
        firstSession: session,
      };
      if (!known) {
        group.push(target);
        merged.push(target);
      } else target.car = fillEmptyFields(target.car, car);
      for (const offer of car.offers) target.offers.push({ offer, session });
      const places = car.sources ?? [];
      if (session === target.firstSession) target.sources.push(...places);
      else if (places.length > 0)
        target.laterPlaces.set(session, [...(target.laterPlaces.get(session) ?? []), ...places]);
      target.notes.push(...(car.notes ?? []));
    }
  });

  const warnings: OfferConflictWarning[] = [];
  const cars = merged.map((entry) => {
    const offers = normaliseOffers(entry.offers.map(({ offer }) => offer));
    for (const conflict of priceConflicts(offers)) {
      const sessionsOf = entry.offers
        .filter(
          ({ offer }) =>
            offer.mileage_per_year === conflict.terms.mileage_per_year &&
            offer.period_months === conflict.terms.period_months &&
            offer.first_payment === conflict.terms.first_payment,
        )
        .map(({ session }) => session);
      warnings.push({
        make: entry.car.make,
        model: entry.car.model,
        variant: entry.car.variant,
        ...conflict.terms,
        monthlyPrices: conflict.monthlyPrices,
        sessions: [...new Set(sessionsOf)].sort((a, b) => a - b),
        message:
          `Forskellige priser for ${entry.car.make} ${entry.car.model} ${entry.car.variant} ` +
          `(${offerTermsText(conflict.terms)}): ${endSentence(pricesText(conflict.monthlyPrices))} ` +
          'Begge priser er bevaret, og bilen er blokeret i gennemgangen, til den rigtige er valgt.',
      });
    }
    return withProvenance({ ...entry.car, offers }, entry, sessionLabels);
  });
  return { cars, warnings };
}

function withProvenance(car: ExtractedCar, entry: MergingCar, labels: readonly string[]): ExtractedCar {
  const { sources: _sources, notes: _notes, ...rest } = car;
  const sources = uniquePlaces(entry.sources).slice(0, MAX_SOURCES);
  const notes = [...entry.notes];
  for (const [session, places] of entry.laterPlaces) {
    const where = sourcePlacesText(places);
    const label = labels[session];
    notes.push(
      `Også læst ${label ? `i «${label}»` : 'i en anden kilde'}${where ? `: ${where.toLowerCase()}` : ''}.`,
    );
  }
  const uniqueNotes = [...new Set(notes.map((note) => note.slice(0, 500)))].slice(0, MAX_NOTES);
  return {
    ...rest,
    ...(sources.length > 0 ? { sources } : {}),
    ...(uniqueNotes.length > 0 ? { notes: uniqueNotes } : {}),
  };
}

function uniquePlaces(places: readonly SourcePlace[]): SourcePlace[] {
  const seen = new Set<string>();
  return places.filter((place) => {
    const key = `${place.page}|${place.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A known fuel sets two cars apart; a fuel one session could not read joins the car that has one. */
function fuelsCompatible(a: ExtractedCar, b: ExtractedCar): boolean {
  return a.fuel_type === null || b.fuel_type === null || a.fuel_type === b.fuel_type;
}

function carIdentity(car: ExtractedCar): string {
  return [car.make, car.model, car.variant, car.transmission, car.horsepower]
    .map((part) => normaliseText(part === null || part === undefined ? '' : String(part)))
    .join('|');
}

function fillEmptyFields(first: ExtractedCar, later: ExtractedCar): ExtractedCar {
  const filled: Record<string, unknown> = { ...first };
  for (const [field, value] of Object.entries(later)) {
    if (field === 'sources' || field === 'notes' || field === 'offers') continue;
    if ((filled[field] === null || filled[field] === undefined) && value !== null && value !== undefined) {
      filled[field] = value;
    }
  }
  return filled as ExtractedCar;
}
