import type { ListingDetail } from '../../../../domain/listings/listing-api-types';

export function ListingTitle({
  listing,
  size = 'large',
}: {
  listing: ListingDetail;
  size?: 'large' | 'card';
}) {
  return (
    <h1
      className={`font-bold tracking-tight text-zinc-950 ${size === 'large' ? 'text-2xl sm:text-3xl' : 'text-2xl'}`}
    >
      {listing.make} {listing.model}
      {listing.variant ? (
        <span className="mt-1 block text-base font-normal tracking-normal text-zinc-600">
          {listing.variant}
        </span>
      ) : null}
    </h1>
  );
}
