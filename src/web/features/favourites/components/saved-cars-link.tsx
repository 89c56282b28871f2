import { Link } from '@tanstack/react-router';
import { useSavedCars } from '../favourites-store';

/** The header's way to "Gemte biler", with how many are saved once the browser's list is read. */
export function SavedCarsLink() {
  const count = useSavedCars().length;
  return (
    <Link
      to="/gemte-biler"
      aria-label={count > 0 ? `Gemte biler (${count})` : undefined}
      className="ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-zinc-800 hover:text-brand-700"
    >
      Gemte biler
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="numeric grid min-w-6 place-items-center rounded-full bg-brand-700 px-1.5 text-xs text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
