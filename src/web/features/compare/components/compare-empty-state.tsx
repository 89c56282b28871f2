import { Link } from '@tanstack/react-router';
import type { ComparedCar } from '../../../../domain/compare/compare-types';
import { buttonClass } from '../../../components/ui/button';

/** No car or one car left to compare: where to find more. */
export function CompareEmptyState({ car }: { car?: ComparedCar | undefined }) {
  return (
    <div className="rounded-2xl bg-white p-6 ring-1 ring-zinc-200 sm:p-8">
      <h2 className="text-lg font-semibold text-zinc-950">
        {car ? 'Vælg mindst én bil mere' : 'Du har ikke valgt nogen biler at sammenligne'}
      </h2>
      <p className="mt-2 max-w-prose text-sm text-zinc-700">
        {car ? (
          <>
            Du sammenligner kun{' '}
            <Link
              to="/listing/$id"
              params={{ id: car.id }}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {car.make} {car.model}
            </Link>
            .{' '}
          </>
        ) : null}
        Gem de biler, du overvejer, og vælg op til 4 af dem under Gemte biler – eller find flere i søgningen.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        {/* A plain link: Gemte biler is its own page (issue 30 part 2). */}
        <a href="/gemte-biler" className={buttonClass('primary')}>
          Gå til Gemte biler
        </a>
        <Link to="/listings" className={buttonClass('secondary')}>
          Find flere biler
        </Link>
      </div>
    </div>
  );
}
