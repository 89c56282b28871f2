import { queryOptions } from '@tanstack/react-query';
import type {
  AdminListingImages,
  UploadedListingImage,
} from '../../../../domain/images/listing-image-api-types';
import { ApiError, apiRequest, NETWORK_ERROR_STATUS } from '../../../lib/api-client';

const base = (listingId: string) => `/api/admin/listing-images/${encodeURIComponent(listingId)}`;

export const listingImageQueries = {
  all: ['admin', 'listing-images'] as const,
  list: (listingId: string) =>
    queryOptions({
      queryKey: [...listingImageQueries.all, listingId] as const,
      queryFn: ({ signal }) => apiRequest<AdminListingImages>(base(listingId), { signal }),
      staleTime: 0,
    }),
};

/**
 * Uploads one image as multipart form data. XMLHttpRequest rather than fetch, because only it reports
 * upload progress; a failure becomes the same ApiError apiRequest throws.
 */
export function uploadListingImage(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
  options: { removeBackground: boolean } = { removeBackground: false },
): Promise<UploadedListingImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', base(listingId));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK', 'Network error'));
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone tells what happened.
      }
      if (request.status >= 200 && request.status < 300 && payload) {
        resolve(payload as UploadedListingImage);
        return;
      }
      const { error, code } = (payload ?? {}) as { error?: unknown; code?: unknown };
      reject(
        new ApiError(
          request.status,
          typeof code === 'string' ? code : undefined,
          typeof error === 'string' ? error : `HTTP ${request.status}`,
        ),
      );
    };
    const form = new FormData();
    form.append('file', file);
    if (options.removeBackground) form.append('removeBackground', 'true');
    request.send(form);
  });
}

export const reorderListingImages = ({ listingId, imageIds }: { listingId: string; imageIds: string[] }) =>
  apiRequest<AdminListingImages>(`${base(listingId)}/order`, { method: 'PUT', body: { imageIds } });

export const deleteListingImage = ({ listingId, imageId }: { listingId: string; imageId: string }) =>
  apiRequest<AdminListingImages>(`${base(listingId)}/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
