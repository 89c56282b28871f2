import { slugLookup, storedValuesFor } from './value-lookup';
import { type StoredBodyType, storedBodyTypes } from './vehicle-values';

/** Body-type filter values as they appear in the URL (spec §3). */
export const bodyTypeSlugs = [
  'mikro',
  'stationcar',
  'suv',
  'crossover',
  'minibus',
  'sedan',
  'hatchback',
  'cabriolet',
  'coupe',
] as const;
export type BodyTypeSlug = (typeof bodyTypeSlugs)[number];

export const BODY_TYPE_LABELS: Record<BodyTypeSlug, string> = {
  mikro: 'Mikro',
  stationcar: 'Stationcar',
  suv: 'SUV',
  crossover: 'Crossover (CUV)',
  minibus: 'Minibus (MPV)',
  sedan: 'Sedan',
  hatchback: 'Hatchback',
  cabriolet: 'Cabriolet',
  coupe: 'Coupé',
};

export const BODY_TYPE_STORED: Record<BodyTypeSlug, readonly StoredBodyType[]> = {
  mikro: ['Microcar', 'Test karosseri'],
  stationcar: ['Stationcar', 'Station Wagon'],
  suv: ['SUV'],
  crossover: ['CUV', 'Crossover'],
  minibus: ['Minivan', 'MPV'],
  sedan: ['Sedan', 'Personbil'],
  hatchback: ['Hatchback'],
  cabriolet: ['Cabriolet'],
  coupe: ['Coupe'],
};

/** Filter options in display order, for selects, chips and the filters endpoint. */
export const bodyTypeOptions = bodyTypeSlugs.map((value) => ({ value, label: BODY_TYPE_LABELS[value] }));

/** Slug for a slug, Danish label or stored value, in any case; undefined when unknown. */
export const bodyTypeFromInput = slugLookup(bodyTypeSlugs, (slug) => [
  BODY_TYPE_LABELS[slug],
  ...BODY_TYPE_STORED[slug],
]);

/** Stored values to filter on; no slugs gives an empty list (no filter). */
export function storedBodyTypesFor(slugs: readonly BodyTypeSlug[]): StoredBodyType[] {
  return storedValuesFor(slugs, BODY_TYPE_STORED, storedBodyTypes);
}

export function bodyTypeSlugOf(stored: string): BodyTypeSlug | undefined {
  return bodyTypeSlugs.find((slug) => (BODY_TYPE_STORED[slug] as readonly string[]).includes(stored));
}

/** Danish label of a stored value; an unknown value is shown as it is. */
export function bodyTypeLabel(stored: string): string {
  const slug = bodyTypeSlugOf(stored);
  return slug ? BODY_TYPE_LABELS[slug] : stored;
}
