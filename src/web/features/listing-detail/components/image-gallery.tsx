import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import type { ListingImage } from '../../../../domain/listings/listing-api-types';

const SWIPE_PX = 40;

/** Hero image, or a gallery with arrows, swipe and thumbnails when there are several. */
export function ImageGallery({
  images,
  name,
  badge,
}: {
  images: ListingImage[];
  name: string;
  badge?: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (step: number) => setIndex((value) => (value + step + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const distance = event.clientX - start;
    if (Math.abs(distance) >= SWIPE_PX) go(distance < 0 ? 1 : -1);
  };

  return (
    <figure>
      <div
        className="relative aspect-[16/10] touch-pan-y overflow-hidden rounded-2xl bg-gradient-to-b from-zinc-100 to-zinc-50 ring-1 ring-zinc-200/70"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {current ? (
          <img
            key={current.url}
            src={current.processed_url ?? current.url}
            alt={count > 1 ? `${name}, billede ${index + 1} af ${count}` : name}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            draggable={false}
            className="size-full object-contain p-4 sm:p-8"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-zinc-400">
            <ImageOff aria-hidden="true" className="size-10" />
            <span className="text-sm">Billede mangler</span>
          </div>
        )}
        {badge ? <div className="absolute top-3 right-3">{badge}</div> : null}
        {count > 1 ? (
          <>
            <ArrowButton label="Forrige billede" onClick={() => go(-1)} side="left" />
            <ArrowButton label="Næste billede" onClick={() => go(1)} side="right" />
            <span className="numeric absolute bottom-3 left-3 rounded-full bg-zinc-900/70 px-2.5 py-0.5 text-xs font-medium text-white">
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="mt-3 hidden gap-2 overflow-x-auto pb-1 sm:flex" aria-label="Billeder">
          {images.map((image, position) => (
            <li key={image.url} className="shrink-0">
              <button
                type="button"
                aria-label={`Vis billede ${position + 1} af ${count}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => setIndex(position)}
                className={`block h-14 w-20 overflow-hidden rounded-lg bg-zinc-100 ring-inset ${position === index ? 'ring-2 ring-brand-600' : 'ring-1 ring-zinc-200 hover:ring-zinc-400'}`}
              >
                <img
                  src={image.processed_url ?? image.card_url}
                  alt=""
                  loading="lazy"
                  className="size-full object-contain p-1"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <figcaption className="mt-2 text-xs text-zinc-500">Billede kun til illustration</figcaption>
    </figure>
  );
}

function ArrowButton({
  label,
  onClick,
  side,
}: {
  label: string;
  onClick: () => void;
  side: 'left' | 'right';
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-zinc-800 shadow-sm ring-1 ring-zinc-200 hover:bg-white`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
