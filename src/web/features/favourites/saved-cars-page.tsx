import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { compareHref } from '../../../domain/favourites/compare-selection';
import { buttonClass } from '../../components/ui/button';
import { useInBrowser } from '../../components/ui/dialog-context';
import { Spinner } from '../../components/ui/spinner';
import { savedListingsQuery } from './api/get-saved-listings';
import { toggleCompared, useCompareSelection } from './compare-store';
import { SavedCarItem } from './components/saved-car-item';
import { useSavedCars } from './favourites-store';
import { forgetSavedCar } from './saved-cars-actions';

/** "Gemte biler" (ADR 069): the browser's saved cars with today's prices and what changed since. */
export function SavedCarsPage() {
  const inBrowser = useInBrowser();
  const cars = useSavedCars();
  const compared = useCompareSelection();
  const [notice, setNotice] = useState<string | null>(null);
  const today = useQuery(savedListingsQuery(cars));
  const todayById = new Map(today.data?.items.map((item) => [item.id, item.listing]));
  const firstCompared = cars.find((car) => compared.includes(car.id));

  const toggle = (id: string) => setNotice(toggleCompared(id));
  const remove = (id: string) => {
    forgetSavedCar(id);
    if (compared.includes(id)) toggleCompared(id);
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Gemte biler</h1>
      <p className="mt-2 text-sm text-zinc-600">
        Bilerne gemmes kun i denne browser. Priserne er dagens, ved den konfiguration du gemte.
      </p>
      {!inBrowser ? (
        <Spinner label="Henter dine gemte biler…" className="mt-8" />
      ) : cars.length === 0 ? (
        <div className="mt-8 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-zinc-200/80">
          <p className="font-semibold text-zinc-900">Du har ingen gemte biler endnu</p>
          <p className="mt-1 text-sm text-zinc-600">Tryk på hjertet ved en bil for at gemme den her.</p>
          <Link to="/listings" className={`${buttonClass()} mt-4`}>
            Søg biler
          </Link>
        </div>
      ) : (
        <>
          <div className="sticky top-0 z-10 mt-6 flex flex-wrap items-center gap-3 bg-zinc-50/95 py-3">
            {compared.length >= 2 ? (
              <a href={compareHref(compared, firstCompared?.config ?? null)} className={buttonClass()}>
                Sammenlign ({compared.length})
              </a>
            ) : (
              <p className="text-sm text-zinc-600">Vælg 2–4 biler at sammenligne.</p>
            )}
            {notice ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                {notice}
              </p>
            ) : null}
          </div>
          {today.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              Dagens priser kunne ikke hentes. Prøv igen om lidt.
            </p>
          ) : null}
          <ul className="mt-2 space-y-3">
            {cars.map((car) => (
              <SavedCarItem
                key={car.id}
                car={car}
                today={todayById.get(car.id)}
                compared={compared.includes(car.id)}
                onCompare={() => toggle(car.id)}
                onRemove={() => remove(car.id)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
