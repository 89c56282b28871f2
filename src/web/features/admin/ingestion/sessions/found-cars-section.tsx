import { formatNumber } from '../../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { ExtractedCarsTable } from './extracted-cars-table';

/** "Fundne biler (n)": the cars a succeeded run found, or a line saying it found none. */
export function FoundCarsSection({ cars }: { cars: readonly ExtractedCar[] }) {
  return (
    <section aria-labelledby="found-cars" className="mt-6">
      <div className="mb-3">
        <h2 id="found-cars" className="text-lg font-semibold">
          Fundne biler ({formatNumber(cars.length)})
        </h2>
        <p className="text-sm text-zinc-600">Klik på en bil for at se dens tilbud.</p>
      </div>
      {cars.length > 0 ? (
        <ExtractedCarsTable cars={cars} />
      ) : (
        <p className="text-sm text-zinc-600">Prislisten gav ingen biler.</p>
      )}
    </section>
  );
}
