/** Images chosen on a new listing's form, waiting for the listing to exist (ADR 046). */
export type StagedImages = { files: File[]; removeBackground: boolean };

const waiting = new Map<string, StagedImages>();

/** Hands a just-created listing's chosen images to its edit page, which uploads them. */
export function stageListingImages(listingId: string, staged: StagedImages): void {
  if (staged.files.length > 0) waiting.set(listingId, staged);
}

/** The images waiting for this listing, once: the edit page's image editor takes them on mount. */
export function takeStagedImages(listingId: string): StagedImages | undefined {
  const staged = waiting.get(listingId);
  waiting.delete(listingId);
  return staged;
}
