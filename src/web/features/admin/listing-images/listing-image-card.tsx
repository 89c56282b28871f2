import { ArrowLeft, ArrowRight, GripVertical, Trash2 } from 'lucide-react';
import type { Dispatch, SetStateAction } from 'react';
import type { AdminListingImage } from '../../../../domain/images/listing-image-api-types';
import { Button } from '../../../components/ui/button';
import { BackgroundRemovalNote } from './background-removal-note';
import { hasFiles } from './image-drop-zone';
import { formatSize } from './image-file-size';

const typeLabel = (contentType: string) =>
  contentType === 'image/svg+xml' ? 'SVG' : contentType.replace('image/', '').toUpperCase();

/**
 * One image in the editor's ordered list: dragged onto another image to take its place, moved one
 * place with the arrow buttons, or deleted.
 */
export function ListingImageCard({
  image,
  index,
  count,
  dragging,
  setDragging,
  dropTarget,
  setDropTarget,
  onMove,
  onStep,
  onDelete,
}: {
  image: AdminListingImage;
  index: number;
  /** How many images the listing has. */
  count: number;
  /** The id of the image being dragged, if any. */
  dragging: string | null;
  setDragging: Dispatch<SetStateAction<string | null>>;
  /** The id of the image a dragged image is over, if any. */
  dropTarget: string | null;
  setDropTarget: Dispatch<SetStateAction<string | null>>;
  /** Moves the image `id` to position `to`. */
  onMove: (id: string, to: number) => void;
  /** Moves this image one place with an arrow button. */
  onStep: (side: 'earlier' | 'later') => void;
  onDelete: () => void;
}) {
  return (
    <li
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
        onMove(from, index);
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
            image.background_removal?.removed ? image.background_removal.processed_card_url : image.card_url
          }
          alt={`Billede ${index + 1} af ${count}`}
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
          onClick={() => onStep('earlier')}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          data-move="later"
          aria-label={`Flyt billede ${index + 1} til plads ${index + 2}`}
          disabled={index === count - 1}
          onClick={() => onStep('later')}
        >
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-red-700 hover:bg-red-50"
          aria-label={`Slet billede ${index + 1}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
