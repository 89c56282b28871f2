import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { SameCarOfferList } from './same-car-offer-list';
import { sameCarQuery } from './same-car-query';

/** A grouped result card's sellers at the results page's km, mdr and udb (loaded when opened). */
export default function CardSameCarOffers({ id }: { id: string }) {
  const { km, mdr, udb } = useSearch({ strict: false });
  const { data, isError } = useQuery(sameCarQuery(id, { km, mdr, udb }));
  if (isError) return <p className="py-2 text-zinc-600">Tilbuddene kunne ikke hentes. Prøv igen senere.</p>;
  if (!data) return <p className="py-2 text-zinc-600">Henter tilbud…</p>;
  // The card's own listing is in the answer, at the offer the card shows.
  const shown = data.offers.find((offer) => offer.id === id);
  return <SameCarOfferList offers={data.offers} shown={shown} />;
}
