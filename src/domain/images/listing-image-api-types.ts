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
};

export type AdminListingImages = { images: AdminListingImage[]; max: number };

/** PUT /api/admin/listing-images/:listingId/order: every image id of the listing, first one first. */
export type ReorderListingImagesBody = { imageIds: string[] };
