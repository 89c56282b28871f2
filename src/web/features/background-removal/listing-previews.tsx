import { ImageGallery } from '../listing-detail/components/image-gallery';
import { LeaseScorePill } from '../listings/components/lease-score-pill';
import { ListingCardPrice } from '../listings/components/listing-card-price';
import { ListingCardSpecs } from '../listings/components/listing-card-specs';
import { previewListing } from './preview-listing';

/**
 * The photo as the public site would show it: on a search card (the real card's parts and frame,
 * without its link and tracking, since the listing is made up) before and after, and as the detail
 * page's hero (the real gallery component).
 */
export function ListingPreviews({
  originalUrl,
  cardUrl,
  detailUrl,
}: {
  originalUrl: string;
  cardUrl: string;
  detailUrl: string;
}) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <PreviewCard caption="Før" image={originalUrl} />
        <PreviewCard caption="Efter" image={cardUrl} />
      </div>
      <div>
        <h3 className="mb-2 text-base font-semibold text-zinc-900">Som billedet på bilens side</h3>
        <ImageGallery
          images={[{ url: originalUrl, card_url: cardUrl, processed_url: detailUrl, position: 0 }]}
          name="BMW 3-serie 320d Touring Sport Line"
        />
      </div>
    </div>
  );
}

function PreviewCard({ caption, image }: { caption: string; image: string }) {
  const listing = previewListing(image);
  return (
    <figure>
      <figcaption className="mb-2 text-sm font-semibold text-zinc-800">{caption}</figcaption>
      <div className="flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80">
        <div className="relative">
          <div className="aspect-[16/10] overflow-hidden rounded-t-2xl bg-zinc-50">
            <img
              src={image}
              alt={`${listing.make} ${listing.model}`}
              className="size-full object-contain p-3"
            />
          </div>
          <LeaseScorePill score={listing.lease_score} className="absolute top-3 right-3" />
        </div>
        <div className="flex flex-1 flex-col p-4">
          <p className="font-semibold leading-snug text-zinc-950">
            {listing.make} {listing.model}
          </p>
          <p className="mt-1 text-sm text-zinc-600">{listing.variant}</p>
          <div className="mt-3">
            <ListingCardSpecs listing={listing} />
          </div>
          <div className="mt-4 border-t border-zinc-100 pt-3">
            <ListingCardPrice listing={listing} />
          </div>
        </div>
      </div>
    </figure>
  );
}
