// Apart from body-type-labels.ts, which the public pages load at once: only the admin and server use these.
import { BODY_TYPE_LABELS, type BodyTypeSlug, bodyTypeSlugOf, bodyTypeSlugs } from './body-type-labels';
import type { StoredBodyType } from './vehicle-values';

/**
 * The one stored value an admin's choice of each body type is written as. The other stored values of a
 * body type are older or imported spellings ('Station Wagon', 'Personbil') or seeded test data ('Test
 * karosseri'): still read, never offered.
 */
export const BODY_TYPE_WRITTEN: Record<BodyTypeSlug, StoredBodyType> = {
  mikro: 'Microcar',
  stationcar: 'Stationcar',
  suv: 'SUV',
  crossover: 'CUV',
  minibus: 'MPV',
  sedan: 'Sedan',
  hatchback: 'Hatchback',
  cabriolet: 'Cabriolet',
  coupe: 'Coupe',
};

/** What an admin chooses a body type from: each body type once, by its Danish label. */
export const bodyTypeChoices: readonly { value: StoredBodyType; label: string }[] = bodyTypeSlugs.map(
  (slug) => ({
    value: BODY_TYPE_WRITTEN[slug],
    label: BODY_TYPE_LABELS[slug],
  }),
);

/** The written value of a stored value's body type ('Station Wagon' → 'Stationcar'); unknown as it is. */
export function writtenBodyType(stored: string): string {
  const slug = bodyTypeSlugOf(stored);
  return slug ? BODY_TYPE_WRITTEN[slug] : stored;
}
