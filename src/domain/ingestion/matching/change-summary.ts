import { countNoun } from '../../format/count-noun';
import { NOUN } from '../../format/nouns';
import type { ChangeType, FieldChange, OfferDiff } from '../proposed-change';
import { normaliseText } from './match-keys';

/** "Toyota Yaris 1.5 Hybrid Active"; the model is not repeated when the variant starts with it. */
export function carName(make: string, model: string, variant: string | null): string {
  const variantText = (variant ?? '').trim();
  const normalisedVariant = normaliseText(variantText);
  const normalisedModel = normaliseText(model);
  const variantHasModel =
    normalisedVariant === normalisedModel || normalisedVariant.startsWith(`${normalisedModel} `);
  const parts = variantHasModel ? [make, variantText] : [make, model, variantText];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** The short Danish line review lists show for a change. */
export function changeSummary(input: {
  type: ChangeType;
  make: string;
  model: string;
  variant: string | null;
  fieldChanges?: FieldChange[];
  offerDiff?: OfferDiff | null;
}): string {
  const name = carName(input.make, input.model, input.variant);
  switch (input.type) {
    case 'create':
      return `Ny bil: ${name}`;
    case 'update':
      return `Opdatering: ${name} – ${updateDetails(input.fieldChanges ?? [], input.offerDiff ?? null)}`;
    case 'unchanged':
      return `Uændret: ${name}`;
    case 'missing_model':
      return `Model mangler: ${input.make.trim()} ${input.model.trim()}`;
    case 'withdraw':
      return `Tilbagetræk: ${name}`;
  }
}

function updateDetails(fieldChanges: FieldChange[], offerDiff: OfferDiff | null): string {
  const parts: string[] = [];
  if (fieldChanges.length > 0) {
    parts.push(countNoun(fieldChanges.length, NOUN.field));
  }
  const offerCount = offerDiff
    ? offerDiff.added.length +
      offerDiff.removed.length +
      offerDiff.changed.length +
      (offerDiff.restated?.length ?? 0)
    : 0;
  if (offerCount > 0) parts.push(`${countNoun(offerCount, NOUN.offer)} ændret`);
  return parts.join(', ');
}
