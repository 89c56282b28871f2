import { slugLookup, storedValuesFor } from './value-lookup';
import { type StoredTransmission, storedTransmissions } from './vehicle-values';

export const transmissionSlugs = ['manual', 'automatic'] as const;
export type TransmissionSlug = (typeof transmissionSlugs)[number];

export const TRANSMISSION_LABELS: Record<TransmissionSlug, string> = {
  manual: 'Manuel',
  automatic: 'Automatisk',
};

export const TRANSMISSION_STORED: Record<TransmissionSlug, readonly StoredTransmission[]> = {
  manual: ['Manual'],
  automatic: ['Automatic'],
};

export const transmissionOptions = transmissionSlugs.map((value) => ({
  value,
  label: TRANSMISSION_LABELS[value],
}));

// 'Manuelt' was the old system's chip label.
const EXTRA_SPELLINGS: Record<TransmissionSlug, readonly string[]> = {
  manual: ['manuelt'],
  automatic: ['automatgear', 'automat'],
};

/** Slug for a slug, Danish label or stored value, in any case; undefined when unknown. */
export const transmissionFromInput = slugLookup(transmissionSlugs, (slug) => [
  TRANSMISSION_LABELS[slug],
  ...TRANSMISSION_STORED[slug],
  ...EXTRA_SPELLINGS[slug],
]);

/** Stored values to filter on; no slugs gives an empty list (no filter). */
export function storedTransmissionsFor(slugs: readonly TransmissionSlug[]): StoredTransmission[] {
  return storedValuesFor(slugs, TRANSMISSION_STORED, storedTransmissions);
}

export function transmissionSlugOf(stored: string): TransmissionSlug | undefined {
  return transmissionSlugs.find((slug) => (TRANSMISSION_STORED[slug] as readonly string[]).includes(stored));
}

/** Danish label of a stored value; an unknown value is shown as it is. */
export function transmissionLabel(stored: string): string {
  const slug = transmissionSlugOf(stored);
  return slug ? TRANSMISSION_LABELS[slug] : stored;
}
