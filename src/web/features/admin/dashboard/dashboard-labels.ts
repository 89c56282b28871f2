import { countNoun } from '../../../../domain/format/count-noun';

/**
 * Under "Annoncer pr. mærke": "De 8 største mærker (12 annoncer fra andre mærker).", "Det største
 * mærke.", or without makes "Ingen mærker endnu.".
 */
export function largestMakesCaption(shownMakes: number, otherListings: number): string {
  if (shownMakes === 0) return 'Ingen mærker endnu.';
  const makes = shownMakes === 1 ? 'Det største mærke' : `De ${shownMakes} største mærker`;
  const others =
    otherListings > 0 ? ` (${countNoun(otherListings, ['annonce', 'annoncer'])} fra andre mærker)` : '';
  return `${makes}${others}.`;
}
