import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AdminListingImage,
  AdminListingImages,
  ListingVersionChange,
} from '../../../../domain/images/listing-image-api-types';
import { LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { ImageDropZone } from './image-drop-zone';
import { ListingImageCard } from './listing-image-card';
import { deleteListingImage, listingImageQueries, reorderListingImages } from './listing-images-api';
import { takeStagedImages } from './staged-images';
import { UploadRow } from './upload-row';
import { useImageUploads } from './use-image-uploads';

function moved(ids: readonly string[], id: string, to: number): string[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, id);
  return rest;
}

/**
 * The "Billeder" section of a listing's edit page: upload by picker or drag-and-drop (several at once,
 * each with progress and its own error), the images in their public order (the first is the card
 * image), reorder by dragging or with the arrow buttons, delete after confirmation. Self-contained:
 * it loads and writes the images through /api/admin/listing-images itself.
 */
export function ListingImagesEditor({
  listingId,
  onListingVersion,
  onUploadsRunning,
}: {
  listingId: string;
  /** Each image change bumps the listing's version (ADR 037); the listing form follows it. */
  onListingVersion?: (change: ListingVersionChange) => void;
  /** Told when uploads start and when none waits or runs any more (leaving the page would lose them). */
  onUploadsRunning?: (running: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const listQuery = listingImageQueries.list(listingId);
  const query = useQuery(listQuery);
  const images = query.data?.images ?? [];
  const max = query.data?.max ?? LISTING_IMAGE_LIMITS.maxImagesPerListing;
  const countRef = useRef(images.length);
  countRef.current = images.length;
  const uploads = useImageUploads(
    listingId,
    useCallback(() => max - countRef.current, [max]),
    onListingVersion,
  );

  useEffect(() => onUploadsRunning?.(uploads.busy), [onUploadsRunning, uploads.busy]);

  const list = useRef<HTMLOListElement>(null);
  const [removeBackground, setRemoveBackground] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<AdminListingImage | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; side: 'earlier' | 'later' } | null>(
    null,
  );
  const pendingReorders = useRef(0);

  const setImages = (data: AdminListingImages) => queryClient.setQueryData(listQuery.queryKey, data);

  const reorder = useAdminMutation<{ listingId: string; imageIds: string[] }, AdminListingImages>({
    kind: 'update',
    context: 'listing image reorder',
    mutationFn: reorderListingImages,
    onSuccess: (data) => {
      if (data.listing_version) onListingVersion?.(data.listing_version);
    },
  });
  const remove = useAdminMutation<{ listingId: string; imageId: string }, AdminListingImages>({
    kind: 'delete',
    context: 'listing image delete',
    mutationFn: deleteListingImage,
    successMessage: 'Billedet er slettet',
    onSuccess: (data) => {
      setImages(data);
      if (data.listing_version) onListingVersion?.(data.listing_version);
    },
  });

  /** Shows the new order at once, saves it, and settles on the server's answer to the last request. */
  const moveTo = async (id: string, to: number) => {
    const current = query.data;
    if (!current) return;
    const order = moved(
      current.images.map((image) => image.id),
      id,
      to,
    );
    if (order.every((imageId, index) => current.images[index]?.id === imageId)) return;
    const byId = new Map(current.images.map((image) => [image.id, image]));
    setImages({
      ...current,
      images: order.map((imageId, position) => ({ ...(byId.get(imageId) as AdminListingImage), position })),
    });
    setAnnouncement(`Billedet er flyttet til plads ${order.indexOf(id) + 1} af ${order.length}`);
    pendingReorders.current += 1;
    try {
      const saved = await reorder.mutateAsync({ listingId, imageIds: order });
      if (pendingReorders.current === 1) setImages(saved);
    } catch {
      // The toast has told the admin; show what the server has.
      await queryClient.invalidateQueries({ queryKey: listQuery.queryKey });
    } finally {
      pendingReorders.current -= 1;
    }
  };

  useEffect(() => {
    if (!focusAfterMove || !list.current) return;
    const item = list.current.querySelector(`[data-image-id="${focusAfterMove.id}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(
      `[data-move="${focusAfterMove.side}"]:not(:disabled)`,
    );
    const fallback = item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (wanted ?? fallback)?.focus();
    setFocusAfterMove(null);
  });

  // A new listing's images chosen before its first save arrive here once, to be uploaded (ADR 046).
  const uploadsRef = useRef(uploads);
  uploadsRef.current = uploads;
  useEffect(() => {
    const staged = takeStagedImages(listingId);
    if (staged) void uploadsRef.current.add(staged.files, { removeBackground: staged.removeBackground });
  }, [listingId]);

  const full = images.length >= max;

  return (
    <ImageDropZone
      label="Billeder til annoncen"
      max={max}
      onFiles={(files) => void uploads.add(files, { removeBackground })}
      removeBackground={removeBackground}
      onRemoveBackgroundChange={setRemoveBackground}
    >
      <div className="flex items-baseline justify-between gap-3">
        <p className="text-sm font-medium text-zinc-800">
          {query.data ? `Billeder (${images.length}/${max})` : 'Billeder'}
        </p>
        {full ? <p className="text-sm text-zinc-600">Annoncen har det højeste antal billeder.</p> : null}
      </div>

      {uploads.items.length > 0 ? (
        <ul aria-label="Uploads" className="space-y-2">
          {uploads.items.map((item) => (
            <UploadRow key={item.key} item={item} onDismiss={() => uploads.dismiss(item.key)} />
          ))}
        </ul>
      ) : null}

      {query.isPending ? (
        <Spinner label="Henter billeder…" className="py-6" />
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <TriangleAlert aria-hidden="true" className="size-4" />
          Der opstod en fejl ved hentning af data
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Prøv igen
          </Button>
        </div>
      ) : images.length === 0 ? (
        <p className="text-sm text-zinc-600">
          Ingen billeder endnu. Det første billede vises på annoncens kort i søgeresultaterne.
        </p>
      ) : (
        <ol
          ref={list}
          aria-label="Billeder i den rækkefølge, de vises"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {images.map((image, index) => (
            <ListingImageCard
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              dragging={dragging}
              setDragging={setDragging}
              dropTarget={dropTarget}
              setDropTarget={setDropTarget}
              onMove={(id, to) => void moveTo(id, to)}
              onStep={(side) => {
                setFocusAfterMove({ id: image.id, side });
                void moveTo(image.id, side === 'earlier' ? index - 1 : index + 1);
              }}
              onDelete={() => setToDelete(image)}
            />
          ))}
        </ol>
      )}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Slet billede?"
        description={
          toDelete
            ? `Billede ${images.findIndex((image) => image.id === toDelete.id) + 1} fjernes fra annoncen og fra den offentlige side. Det kan ikke fortrydes.`
            : ''
        }
        confirmLabel="Slet billede"
        busy={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(
            { listingId, imageId: toDelete.id },
            {
              onSettled: () => setToDelete(null),
              onSuccess: () => setAnnouncement('Billedet er slettet'),
            },
          );
        }}
      />
    </ImageDropZone>
  );
}
