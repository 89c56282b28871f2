import { ChevronLeft, ChevronRight } from 'lucide-react';

const arrowClass =
  'grid size-10 place-items-center rounded-full bg-white text-zinc-800 shadow-sm ring-1 ring-zinc-300 transition-colors hover:bg-zinc-50 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white';

export function CarouselArrows({
  controls,
  canPrevious,
  canNext,
  onPrevious,
  onNext,
}: {
  controls: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <div className="hidden gap-2 md:flex">
      <button
        type="button"
        aria-label="Forrige tilbud"
        aria-controls={controls}
        disabled={!canPrevious}
        onClick={onPrevious}
        className={arrowClass}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        aria-label="Næste tilbud"
        aria-controls={controls}
        disabled={!canNext}
        onClick={onNext}
        className={arrowClass}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
