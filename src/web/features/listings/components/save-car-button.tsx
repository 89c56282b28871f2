import { Link } from '@tanstack/react-router';
import { Heart } from 'lucide-react';
import { droppedNote } from '../../../../domain/favourites/saved-cars-edits';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { useSavedCars } from '../../favourites/favourites-store';
import { carNameOf, savedCarOf } from '../../favourites/saved-car-of';
import { forgetSavedCar, type SaveOutcome, storeSavedCar } from '../../favourites/saved-cars-actions';

// Sonner loads with the first toast, not with the card (app-toaster.tsx).
const toast = () => import('sonner').then((module) => module.toast);

function announceSaved(outcome: SaveOutcome): void {
  void toast().then((show) => {
    show.success('Bilen er gemt', {
      description: (
        <Link to="/gemte-biler" className="font-semibold text-brand-700 underline">
          Se gemte biler
        </Link>
      ),
    });
    if (outcome.dropped) show.info(droppedNote(outcome.dropped));
    if (!outcome.stored)
      show.warning(
        'Din browser tillader ikke, at vi gemmer, så bilen er kun gemt, indtil du forlader siden.',
      );
  });
}

/** The heart: saves the car with the offer shown (ADR 069). One name; `aria-pressed` says whether it is saved. */
export function SaveCarButton({ listing, className = '' }: { listing: ListingSummary; className?: string }) {
  const saved = useSavedCars().some((car) => car.id === listing.id);
  const toggle = () => {
    if (saved) {
      forgetSavedCar(listing.id);
      void toast().then((show) => show('Bilen er fjernet fra gemte biler'));
    } else announceSaved(storeSavedCar(savedCarOf(listing, new Date())));
  };
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`Gem ${carNameOf(listing)}`}
      onClick={toggle}
      className={`grid size-11 place-items-center rounded-full bg-white/90 text-zinc-700 shadow-sm ring-1 ring-zinc-200 hover:text-rose-600 ${className}`}
    >
      <Heart aria-hidden="true" className={`size-5 ${saved ? 'fill-rose-600 text-rose-600' : ''}`} />
    </button>
  );
}
