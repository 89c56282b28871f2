import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { listingDetailQueries } from '../../listings/api/get-listing';
import { type ConfigNotice, configNotices, PRICE_UPDATE_FAILED } from '../lib/config-notices';
import {
  detailConfigOf,
  type ListingDetailSearch,
  offerConfigOf,
  requestedConfigOf,
} from '../lib/detail-search';
import { choiceOf, type LeaseChoice } from '../lib/lease-options';

const routeApi = getRouteApi('/listing/$id');

const keepSameListing = (previous: ListingDetail | undefined, id: string) =>
  previous?.id === id ? previous : undefined;

/** The listing for the URL's configuration; while another configuration loads, the previous one stays. */
export function useListingDetail(id: string) {
  const search = routeApi.useSearch();
  const config = detailConfigOf(search);
  const detail = useQuery({
    ...listingDetailQueries.detail(id, config),
    placeholderData: (previous) => keepSameListing(previous, id),
  });
  // A choice whose price failed to load keeps the page: the last listing shown stays, with a notice.
  const lastShown = useRef<ListingDetail | undefined>(undefined);
  if (detail.data && !detail.isPlaceholderData) lastShown.current = detail.data;
  const failed = detail.isError && detail.data === undefined && lastShown.current?.id === id;
  const listing = failed ? lastShown.current : detail.data;
  const similar = useQuery({
    ...listingDetailQueries.similar(id, listing ? offerConfigOf(listing) : config),
    enabled: listing !== undefined,
    placeholderData: keepPreviousData,
  });
  const isUpdating = detail.isPlaceholderData;

  const adjustedFrom = useLocation({ select: (location) => location.state.adjustedFrom });
  const notices = useMemo<ConfigNotice[]>(() => {
    if (failed) return [PRICE_UPDATE_FAILED];
    return listing && !isUpdating ? configNotices(adjustedFrom ?? requestedConfigOf(search), listing) : [];
  }, [failed, listing, isUpdating, search, adjustedFrom]);
  // Not after a failure: the address keeps the choice that failed, so choosing it again retries it.
  useAddressFollowsShownOffer(id, failed ? undefined : listing, isUpdating, search);

  // While a new choice loads, the selects already show it rather than jumping back for a moment.
  const choice = useMemo<LeaseChoice | undefined>(() => {
    if (!listing) return undefined;
    const shown = choiceOf(listing);
    if (!isUpdating) return shown;
    return {
      mileage: config.km ?? shown.mileage,
      term: config.mdr ?? shown.term,
      deposit: config.udb ?? shown.deposit,
    };
  }, [listing, isUpdating, config.km, config.mdr, config.udb]);

  // After a failure the address still holds the choice that failed: choosing it again fetches it again.
  const retryFailed = useCallback(
    (next: LeaseChoice) => {
      const same = next.mileage === config.km && next.term === config.mdr && next.deposit === config.udb;
      if (failed && same) void detail.refetch();
    },
    [failed, config.km, config.mdr, config.udb, detail.refetch],
  );

  return { detail, listing, isUpdating, notices, choice, similar: similar.data?.items, retryFailed };
}

/**
 * A shared link shows what the sender saw: when the offer shown is not the one the address asked for
 * (a combination that does not exist, a clamped value), the address takes the shown offer's values.
 * What was asked goes into the history entry's state, so the notices explaining it stay.
 */
function useAddressFollowsShownOffer(
  id: string,
  listing: ListingDetail | undefined,
  isUpdating: boolean,
  search: ListingDetailSearch,
) {
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!listing || isUpdating || listing.id !== id) return;
    const asked = requestedConfigOf(search);
    if (configNotices(asked, listing).length === 0) return;
    // The answer for the shown offer's own address is this one: no second request, no flicker.
    queryClient.setQueryData(listingDetailQueries.detail(id, offerConfigOf(listing)).queryKey, listing);
    void navigate({
      search: searchOf(choiceOf(listing)),
      replace: true,
      resetScroll: false,
      state: (previous) => ({ ...previous, adjustedFrom: asked }),
    });
  }, [id, listing, isUpdating, search, navigate, queryClient]);
}

const searchOf = (choice: LeaseChoice): ListingDetailSearch => ({
  selectedMileage: choice.mileage,
  selectedTerm: choice.term,
  selectedDeposit: choice.deposit,
});

/** Writes a lease choice to the URL (replacing the history entry) without scrolling. */
export function useChooseLease() {
  const navigate = routeApi.useNavigate();
  return useCallback(
    (choice: LeaseChoice) =>
      void navigate({
        search: searchOf(choice),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
}
