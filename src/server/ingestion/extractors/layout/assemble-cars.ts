import { formatNumber } from '../../../../domain/format/format-danish';
import type {
  ExtractedCar,
  ExtractedOffer,
  SourcePlace,
} from '../../../../domain/ingestion/extracted-price-list';
import { sortOffers } from '../../../../domain/ingestion/merge-cars';
import { compactEvidence } from '../../../../domain/ingestion/reading-evidence';
import { readTransmission } from '../../../../domain/ingestion/vehicle-text';
import { offerPriceKey, offerTermsKey } from '../../../../domain/offers/offer-key';
import type { RowFinding } from './check-cars';
import type { NameSources, ReadOffer } from './evidence';

/** One car as one row (or block row) of the list read it, before rows of the same car are joined. */
export type CarRow = Omit<ExtractedCar, 'sources' | 'notes'> & {
  source: SourcePlace;
  notes: string[];
  /** The engine or variant line the row was read under ("1.0 benzin 72 hk automatgear"), if any. */
  engineText: string | null;
  /** The row's own name as printed (a trim such as "Active"), before the engine line is added. */
  rowName: string;
  /** The total cost the row states, if it has one price and a total column. */
  statedTotal: number | null;
  /** What the reader found wrong with the row while reading it, for the checks stage. */
  findings?: RowFinding[];
  /** Each offer with the places that gave its numbers ("why this offer"). */
  reasons?: ReadOffer[];
  /** Where the row's make and model were read. */
  nameSources?: NameSources;
};

/** A car with the identity of the rows it was joined from. */
export type AssembledCar = { identity: string; car: ExtractedCar };

const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** Make, model, variant, horsepower, fuel and gearbox: two trims differing in any of them are two cars. */
export function carIdentity(
  car: Pick<CarRow, 'make' | 'model' | 'variant' | 'horsepower' | 'fuel_type' | 'transmission'>,
): string {
  return [
    normalised(car.make),
    normalised(car.model),
    normalised(car.variant),
    car.horsepower ?? '',
    car.fuel_type ?? '',
    car.transmission ?? '',
  ].join('|');
}

/**
 * Joins the rows of each car (in order of first appearance) with every offer it states. Exact repeats
 * collapse; two monthly prices for the same km/år, period and first payment are both kept and noted,
 * so the review can block the car until the admin chooses. Cars whose names would read the same are
 * told apart by gearbox, fuel or horsepower, and a gearbox the list leaves implicit beside an automatic
 * twin is read as manual.
 */
export function assembleCars(rows: readonly CarRow[]): AssembledCar[] {
  const cars = new Map<string, ExtractedCar & { sources: SourcePlace[]; notes: string[] }>();
  const reasons = new Map<string, ReadOffer[]>();
  const names = new Map<string, NameSources>();
  for (const row of rows) {
    const {
      source,
      notes,
      engineText: _engine,
      rowName: _name,
      statedTotal: _total,
      findings: _f,
      reasons: rowReasons,
      nameSources,
      ...car
    } = row;
    const key = carIdentity(car);
    reasons.set(key, [...(reasons.get(key) ?? []), ...(rowReasons ?? [])]);
    if (!names.has(key) && nameSources) names.set(key, nameSources);
    const known = cars.get(key);
    if (!known) {
      cars.set(key, { ...car, offers: [...car.offers], sources: [source], notes: [...notes] });
      continue;
    }
    known.offers.push(...car.offers);
    if (!known.sources.some((place) => place.page === source.page && place.line === source.line)) {
      known.sources.push(source);
    }
    for (const note of notes) if (!known.notes.includes(note)) known.notes.push(note);
    for (const [field, value] of Object.entries(car) as Array<[keyof ExtractedCar, unknown]>) {
      if (field !== 'offers' && (known[field] === null || known[field] === undefined)) {
        Object.assign(known, { [field]: value });
      }
    }
  }
  const joined = [...cars].map(([identity, car]) => {
    const offers = sortOffers(uniqueOffers(car.offers));
    const notes = [...car.notes, ...conflictNotes(offers)];
    const evidence = compactEvidence(names.get(identity) ?? {}, reasons.get(identity) ?? []);
    const explained = evidence.offers.length > 0 ? { evidence } : {};
    return { identity, car: { ...car, offers, notes, ...explained } };
  });
  return distinctNames(joined).map(({ identity, car: { notes, ...car } }) => ({
    identity,
    car: notes.length > 0 ? { ...car, notes } : car,
  }));
}

function uniqueOffers(offers: readonly ExtractedOffer[]): ExtractedOffer[] {
  const seen = new Set<string>();
  return offers.filter((offer) => {
    const key = offerPriceKey(offer);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function conflictNotes(offers: readonly ExtractedOffer[]): string[] {
  const byTerms = new Map<string, ExtractedOffer[]>();
  for (const offer of offers) {
    const key = offerTermsKey(offer);
    byTerms.set(key, [...(byTerms.get(key) ?? []), offer]);
  }
  return [...byTerms.values()]
    .filter((group) => group.length > 1)
    .map((group) => {
      const first = group[0] as ExtractedOffer;
      const prices = group.map((offer) => `${formatNumber(offer.monthly_price)} kr./md.`).join(' og ');
      return `Prislisten angiver ${group.length} priser for ${formatNumber(first.mileage_per_year)} km/år, ${first.period_months} mdr., ${formatNumber(first.first_payment)} kr. i udbetaling: ${prices}`;
    });
}

/**
 * A row whose engine line names no gearbox, in the same model as a row whose otherwise identical
 * engine line says automatic, is the manual one: lists state only the exception.
 */
export function inferManualTwins(rows: readonly CarRow[]): CarRow[] {
  const automaticEngines = new Set(
    rows
      .filter((row) => row.engineText && row.transmission === 'Automatic' && readTransmission(row.engineText))
      .map((row) => `${normalised(row.model)}|${engineWithoutGearbox(row.engineText ?? '')}`),
  );
  return rows.map((row) => {
    if (row.transmission !== null || !row.engineText) return row;
    const twin = automaticEngines.has(`${normalised(row.model)}|${engineWithoutGearbox(row.engineText)}`);
    return twin ? { ...row, transmission: 'Manual' } : row;
  });
}

function engineWithoutGearbox(text: string): string {
  return normalised(text)
    .replace(/automatgear|automatisk|automatic|\baut\b\.?|\bdsg\b|\bcvt\b|e-cvt/g, '')
    .replace(/[^a-z0-9æøå]+/g, ' ')
    .trim();
}

// Danish catalogues name the automatic twin ("Active 72 HK Automatik") and leave the manual bare.
const GEARBOX_WORD = { Automatic: 'Automatik', Manual: '' } as const;

/** Cars of one model whose variant names are equal get the fact that tells them apart appended. */
function distinctNames<T extends { car: ExtractedCar }>(entries: readonly T[]): T[] {
  const nameOf = (car: ExtractedCar) =>
    `${normalised(car.make)}|${normalised(car.model)}|${normalised(car.variant)}`;
  const byName = new Map<string, ExtractedCar[]>();
  for (const { car } of entries) byName.set(nameOf(car), [...(byName.get(nameOf(car)) ?? []), car]);
  return entries.map((entry) => ({
    ...entry,
    car: distinctName(entry.car, byName.get(nameOf(entry.car)) ?? []),
  }));
}

function distinctName(car: ExtractedCar, twins: readonly ExtractedCar[]): ExtractedCar {
  {
    if (twins.length < 2) return car;
    const differs = (field: 'transmission' | 'fuel_type' | 'horsepower') =>
      new Set(twins.map((twin) => twin[field])).size > 1;
    const parts = [car.variant];
    if (differs('horsepower') && car.horsepower) parts.push(`${car.horsepower} HK`);
    if (differs('fuel_type') && car.fuel_type) parts.push(car.fuel_type);
    if (differs('transmission') && car.transmission) parts.push(GEARBOX_WORD[car.transmission]);
    return { ...car, variant: parts.filter((part) => part.length > 0).join(' ') };
  }
}
