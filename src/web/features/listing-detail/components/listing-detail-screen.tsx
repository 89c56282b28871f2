import { getRouteApi } from '@tanstack/react-router';
import { ListingErrorScreen } from '../../../components/errors/listing-error-screen';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { isClientError } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useListingDetailTracking } from '../../analytics/wiring/detail-tracking';
import { useChooseLease, useListingDetail } from '../hooks/use-listing-detail';
import { detailPageMeta } from '../lib/detail-meta';
import { ExpiredOffersScreen } from './expired-offers-screen';
import { ListingDetailView } from './listing-detail-view';

const routeApi = getRouteApi('/listing/$id');

/** /listing/$id: the listing for the URL's lease configuration. */
export function ListingDetailScreen() {
  const { id } = routeApi.useParams();
  const { detail, listing, isUpdating, notices, choice, similar, retryFailed } = useListingDetail(id);
  const choose = useChooseLease();
  usePageMeta(listing ? detailPageMeta(listing) : {});
  useListingDetailTracking(listing, choice, isUpdating);

  if (listing?.offers_expired) return <ExpiredOffersScreen listing={listing} />;
  if (!listing || !choice) {
    if (!detail.isError) return <FullPageSpinner />;
    // A later configuration failed to load (the loader only awaits the first one).
    return (
      <ListingErrorScreen
        listingId={id}
        retry={
          isClientError(detail.error)
            ? undefined
            : { onRetry: () => void detail.refetch(), attempts: 0, maxAttempts: 1, busy: detail.isFetching }
        }
      />
    );
  }

  return (
    <ListingDetailView
      listing={listing}
      choice={choice}
      isUpdating={isUpdating}
      notices={notices}
      similar={similar}
      onChoose={(next) => {
        retryFailed(next);
        choose(next);
      }}
    />
  );
}
