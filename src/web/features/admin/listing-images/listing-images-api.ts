import { queryOptions } from '@tanstack/react-query';
import { adminListingImagesApi } from '../../../../domain/api/admin-listing-images-api';
import { apiCall } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload-form';

export const listingImageQueries = {
  all: ['admin', 'listing-images'] as const,
  list: (listingId: string) =>
    queryOptions({
      queryKey: [...listingImageQueries.all, listingId] as const,
      queryFn: ({ signal }) => apiCall(adminListingImagesApi.list, { params: { listingId }, signal }),
      staleTime: 0,
    }),
};

/** Uploads one image as multipart form data, reporting progress; a failure is an ApiError. */
export function uploadListingImage(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
  options: { removeBackground: boolean } = { removeBackground: false },
) {
  const form = new FormData();
  form.append('file', file);
  if (options.removeBackground) form.append('removeBackground', 'true');
  return uploadForm(adminListingImagesApi.upload, form, { params: { listingId }, onProgress });
}

export const reorderListingImages = ({ listingId, imageIds }: { listingId: string; imageIds: string[] }) =>
  apiCall(adminListingImagesApi.reorder, { params: { listingId }, body: { imageIds } });

export const deleteListingImage = ({ listingId, imageId }: { listingId: string; imageId: string }) =>
  apiCall(adminListingImagesApi.remove, { params: { listingId, imageId } });
