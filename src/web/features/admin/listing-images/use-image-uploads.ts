import { useCallback, useRef, useState } from 'react';
import { mutationErrorMessage } from '../../../../domain/errors/mutation-messages';
import type {
  ListingVersionChange,
  UploadedListingImage,
} from '../../../../domain/images/listing-image-api-types';
import {
  type ImageUploadErrorCode,
  imageUploadErrors,
  precheckImageFile,
} from '../../../../domain/images/listing-image-rules';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { listingImageQueries, uploadListingImage } from './listing-images-api';

export type UploadItem = {
  key: string;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'failed';
  /** 0–1 of the bytes sent. */
  progress: number;
  error?: string;
};

type Job = { key: string; file: File; removeBackground: boolean };

let nextKey = 0;

/** The Danish sentence for a failed upload: the server's own for image errors, else spec §8's. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code && error.code in imageUploadErrors) return error.message;
    return mutationErrorMessage('upload', { status: error.status, code: error.code, message: error.message });
  }
  return mutationErrorMessage('upload', { status: NETWORK_ERROR_STATUS });
}

/**
 * The editor's upload queue: each chosen file is checked here first (empty, too large, not an image
 * by its first bytes, no room left), then uploaded one at a time with its progress (and with background
 * removal when it was ticked as they were added); failures stay in
 * the list with their reason until dismissed, successes leave it as the image appears.
 */
export function useImageUploads(
  listingId: string,
  room: () => number,
  onListingVersion?: (change: ListingVersionChange) => void,
) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const queue = useRef<Job[]>([]);
  const running = useRef(false);
  const active = useRef(0);

  const update = useCallback((key: string, change: Partial<UploadItem> | null) => {
    setItems((current) =>
      change === null
        ? current.filter((item) => item.key !== key)
        : current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

  const upload = useAdminMutation<Job, UploadedListingImage>({
    kind: 'upload',
    context: 'listing image upload',
    mutationFn: ({ key, file, removeBackground }) =>
      uploadListingImage(listingId, file, (progress) => update(key, { progress }), { removeBackground }),
    invalidate: [listingImageQueries.list(listingId).queryKey],
    onSuccess: (image) => onListingVersion?.(image.listing_version),
  });
  const uploadRef = useRef(upload);
  uploadRef.current = upload;

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let job = queue.current.shift(); job; job = queue.current.shift()) {
        update(job.key, { status: 'uploading', progress: 0 });
        try {
          await uploadRef.current.mutateAsync(job);
          update(job.key, null);
        } catch (error) {
          update(job.key, { status: 'failed', error: failureMessage(error) });
        } finally {
          active.current -= 1;
        }
      }
    } finally {
      running.current = false;
    }
  }, [update]);

  const add = useCallback(
    async (files: readonly File[], { removeBackground }: { removeBackground: boolean }) => {
      let free = room() - active.current;
      const added: UploadItem[] = [];
      for (const file of files) {
        const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
        let code: ImageUploadErrorCode | null = precheckImageFile(file, head);
        if (!code && free <= 0) code = 'TOO_MANY_IMAGES';
        nextKey += 1;
        const key = `upload-${nextKey}`;
        const base = { key, name: file.name, size: file.size, progress: 0 };
        if (code) {
          added.push({ ...base, status: 'failed', error: imageUploadErrors[code].message });
          continue;
        }
        free -= 1;
        active.current += 1;
        added.push({ ...base, status: 'waiting' });
        queue.current.push({ key, file, removeBackground });
      }
      setItems((current) => [...current, ...added]);
      void run();
    },
    [room, run],
  );

  const dismiss = useCallback((key: string) => update(key, null), [update]);

  return { items, add, dismiss, busy: items.some((item) => item.status !== 'failed') };
}
