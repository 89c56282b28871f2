import type { AdminListingImages, UploadedListingImage } from '../images/listing-image-api-types';
import { endpoint } from './endpoint';

const BASE = '/api/admin/listing-images/:listingId';

/** /api/admin/listing-images/:listingId — one listing's images; every write answers the listing's new version. */
export const adminListingImagesApi = {
  list: endpoint('GET', BASE).types<{ response: AdminListingImages }>(),
  /** Multipart: field `file` (one image) and optional `removeBackground`. */
  upload: endpoint('POST', BASE).types<{ body: FormData; response: UploadedListingImage }>(),
  reorder: endpoint('PUT', `${BASE}/order`).types<{
    body: { imageIds: string[] };
    response: AdminListingImages;
  }>(),
  remove: endpoint('DELETE', `${BASE}/:imageId`).types<{ response: AdminListingImages }>(),
};
