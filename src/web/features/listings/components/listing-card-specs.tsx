import { Car, Cog, Fuel, Gauge } from 'lucide-react';
import { Fragment } from 'react';
import { formatNumber } from '../../../../domain/format/format-danish';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { transmissionLabel } from '../../../../domain/listings/transmission-labels';

type Spec = { key: string; label: string; icon: typeof Car };

export function listingSpecs(listing: ListingSummary): Spec[] {
  const specs: (Spec | undefined)[] = [
    listing.fuel_type ? { key: 'fuel', label: fuelLabel(listing.fuel_type), icon: Fuel } : undefined,
    listing.transmission
      ? { key: 'gear', label: transmissionLabel(listing.transmission), icon: Cog }
      : undefined,
    listing.horsepower
      ? { key: 'hp', label: `${formatNumber(listing.horsepower)} hk`, icon: Gauge }
      : undefined,
    listing.body_type ? { key: 'body', label: bodyTypeLabel(listing.body_type), icon: Car } : undefined,
  ];
  return specs.filter((spec) => spec !== undefined);
}

/** Fuel, gearbox, horsepower and body type: wrapping items on cards, one line in the list view. */
export function ListingCardSpecs({ listing, inline = false }: { listing: ListingSummary; inline?: boolean }) {
  const specs = listingSpecs(listing);
  if (specs.length === 0) return null;
  if (inline) {
    return (
      // Wraps between specs, never inside one, so nothing is cut ("Hatc…") while there is room below.
      <p className="text-xs text-zinc-600 sm:text-sm">
        {specs.map((spec, index) => (
          <Fragment key={spec.key}>
            {index > 0 ? ' · ' : null}
            <span className="whitespace-nowrap">{spec.label}</span>
          </Fragment>
        ))}
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1.5 text-xs text-zinc-600" aria-label="Nøgletal">
      {specs.map(({ key, label, icon: Icon }) => (
        <li key={key} className="flex items-center gap-1.5 whitespace-nowrap">
          <Icon aria-hidden="true" className="size-3.5 shrink-0 text-zinc-400" />
          {label}
        </li>
      ))}
    </ul>
  );
}
