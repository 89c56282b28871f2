import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, GripVertical, Trash2, TriangleAlert, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../../domain/format/format-danish';
import { KEPT_ORIGINAL_MESSAGE } from '../../../../domain/images/background-removal-rules';
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
import { hasFiles, ImageDropZone } from './image-drop-zone';
import { deleteListingImage, listingImageQueries, reorderListingImages } from './listing-images-api';
import { takeStagedImages } from './staged-images';
import { type UploadItem, useImageUploads } from './use-image-uploads';

export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

const typeLabel = (contentType: string) =>
  contentType === 'image/svg+xml' ? 'SVG' : contentType.replace('image/', '').toUpperCase();

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
            <li
              key={image.id}
              data-image-id={image.id}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', image.id);
                setDragging(image.id);
              }}
              onDragOver={(event) => {
                if (!dragging || hasFiles(event)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setDropTarget(image.id);
              }}
              onDragLeave={() => setDropTarget((current) => (current === image.id ? null : current))}
              onDrop={(event) => {
                if (!dragging || hasFiles(event)) return;
                event.preventDefault();
                const from = dragging;
                setDragging(null);
                setDropTarget(null);
                void moveTo(from, index);
              }}
              onDragEnd={() => {
                setDragging(null);
                setDropTarget(null);
              }}
              className={`group overflow-hidden rounded-xl bg-white ring-1 transition-shadow ${
                dropTarget === image.id && dragging !== image.id
                  ? 'ring-2 ring-brand-600'
                  : 'ring-zinc-200 hover:ring-zinc-300'
              } ${dragging === image.id ? 'opacity-50' : ''}`}
            >
              <div className="relative aspect-[16/10] cursor-grab bg-zinc-50 active:cursor-grabbing">
                <img
                  src={
                    image.background_removal?.removed
                      ? image.background_removal.processed_card_url
                      : image.card_url
                  }
                  alt={`Billede ${index + 1} af ${images.length}`}
                  loading="lazy"
                  draggable={false}
                  className="size-full object-contain p-2"
                />
                <span className="numeric absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-zinc-900/75 px-2 py-0.5 text-xs font-medium text-white">
                  <GripVertical aria-hidden="true" className="size-3" />
                  {index + 1}
                </span>
                {index === 0 ? (
                  <span className="absolute top-2 right-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                    Forsidebillede
                  </span>
                ) : null}
              </div>
              <div className="flex items-center gap-1 px-2 py-1.5">
                <span className="mr-auto min-w-0 text-xs text-zinc-600">
                  <span className="block truncate">
                    {typeLabel(image.content_type)} · {formatSize(image.size)}
                  </span>
                  <BackgroundRemovalNote removal={image.background_removal} />
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  data-move="earlier"
                  aria-label={`Flyt billede ${index + 1} til plads ${index}`}
                  disabled={index === 0}
                  onClick={() => {
                    setFocusAfterMove({ id: image.id, side: 'earlier' });
                    void moveTo(image.id, index - 1);
                  }}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2"
                  data-move="later"
                  aria-label={`Flyt billede ${index + 1} til plads ${index + 2}`}
                  disabled={index === images.length - 1}
                  onClick={() => {
                    setFocusAfterMove({ id: image.id, side: 'later' });
                    void moveTo(image.id, index + 1);
                  }}
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="px-2 text-red-700 hover:bg-red-50"
                  aria-label={`Slet billede ${index + 1}`}
                  onClick={() => setToDelete(image)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
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

function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  const failed = item.status === 'failed';
  const percent = Math.round(item.progress * 100);
  return (
    <li
      className={`flex items-center gap-3 rounded-xl px-3 py-2 text-sm ring-1 ${
        failed ? 'bg-red-50 ring-red-200' : 'bg-white ring-zinc-200'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="truncate font-medium text-zinc-900">{item.name}</span>
          <span className="shrink-0 text-xs text-zinc-500">{formatSize(item.size)}</span>
        </p>
        {failed ? (
          <p role="alert" className="mt-0.5 flex items-center gap-1.5 text-red-800">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {item.error}
          </p>
        ) : (
          <div className="mt-1.5 flex items-center gap-2">
            <progress
              className="h-1.5 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-zinc-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
              max={100}
              value={item.status === 'waiting' ? 0 : percent}
              aria-label={`Upload af ${item.name}`}
            />
            <span className="numeric w-24 shrink-0 text-right text-xs text-zinc-600">
              {item.status === 'waiting' ? 'Venter…' : percent >= 100 ? 'Behandler…' : `${percent} %`}
            </span>
          </div>
        )}
      </div>
      {failed ? (
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={`Fjern beskeden om ${item.name}`}
          onClick={onDismiss}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}

/** Whether the public site shows a cut-out of this image, and how sure the removal was. */
function BackgroundRemovalNote({ removal }: { removal: AdminListingImage['background_removal'] }) {
  if (!removal) return null;
  const percent = `${Math.round(removal.confidence * 100)} %`;
  return removal.removed ? (
    <span className="block truncate text-green-800">Baggrund fjernet ({percent})</span>
  ) : (
    <span className="block truncate text-amber-900" title={KEPT_ORIGINAL_MESSAGE}>
      Baggrund ikke fjernet – originalen bruges
    </span>
  );
}
