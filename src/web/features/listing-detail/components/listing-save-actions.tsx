import { useState } from 'react';
import { compareHref } from '../../../../domain/favourites/compare-selection';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { toggleCompared, useCompareSelection } from '../../favourites/compare-store';
import { SaveCarButton } from '../../listings/components/save-car-button';

const pill =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-zinc-300 hover:bg-zinc-50';

/** The heart (saves the chosen offer) and the compare selection, at the configuration chosen here (ADR 069). */
export function ListingSaveActions({ listing }: { listing: ListingSummary }) {
  const selection = useCompareSelection();
  const [refused, setRefused] = useState<string | null>(null);
  const inSelection = selection.includes(listing.id);
  const config = { km: listing.selected_mileage, mdr: listing.selected_term, udb: listing.selected_deposit };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SaveCarButton listing={listing} />
      <button
        type="button"
        aria-pressed={inSelection}
        onClick={() => setRefused(toggleCompared(listing.id))}
        className={`${pill} ${inSelection ? 'bg-brand-50 text-brand-800 ring-brand-600' : 'bg-white text-zinc-800'}`}
      >
        {inSelection ? 'Fjern fra sammenligning' : 'Tilføj til sammenligning'}
      </button>
      {selection.length >= 2 ? (
        <a
          href={compareHref(selection, config)}
          className={`${pill} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Sammenlign ({selection.length})
        </a>
      ) : null}
      {refused ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {refused}
        </p>
      ) : null}
    </div>
  );
}
