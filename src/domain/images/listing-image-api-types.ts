/** One image of a listing as the admin API answers it (GET/POST /api/admin/listing-images/:listingId). */
export type AdminListingImage = {
  id: string;
  position: number;
  /** The stored original (auto-oriented, metadata stripped). */
  url: string;
  /** The card-size WebP, or the original when there is none (e.g. the SVG demo images). */
  card_url: string;
  /** The detail-size WebP, or the original. */
  detail_url: string;
  content_type: string;
  size: number;
  /**
   * Background removal, when it was asked for at upload: the cut-outs (detail and card size, used by the
   * public site instead of the copies above) or, when the photo could not be separated, only the
   * confidence. Null when the image was uploaded without it.
   */
  background_removal:
    | { removed: true; confidence: number; processed_url: string; processed_card_url: string }
    | { removed: false; confidence: number }
    | null;
};

/**
 * An image change bumps its listing's version (ADR 037): the listing form adopts `version` when
 * `previous_version` is the version it holds, so the admin's own image change does not make their
 * next save stale, while someone else's save in between still does.
 */
export type ListingVersionChange = { version: number; previous_version: number };

export type AdminListingImages = {
  images: AdminListingImage[];
  max: number;
  /** Present on a write that changed something. */
  listing_version?: ListingVersionChange;
};

/** POST /api/admin/listing-images/:listingId: the new image and the listing's new version. */
export type UploadedListingImage = AdminListingImage & { listing_version: ListingVersionChange };
