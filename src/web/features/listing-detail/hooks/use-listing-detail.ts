import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { listingDetailQueries } from '../../listings/api/get-listing';
import { type ConfigNotice, configNotices } from '../lib/config-notices';
import { detailConfigOf, offerConfigOf, requestedConfigOf } from '../lib/detail-search';
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
  const listing = detail.data;
  const similar = useQuery({
    ...listingDetailQueries.similar(id, listing ? offerConfigOf(listing) : config),
    enabled: listing !== undefined,
    placeholderData: keepPreviousData,
  });
  const isUpdating = detail.isPlaceholderData;

  const notices = useMemo<ConfigNotice[]>(
    () => (listing && !isUpdating ? configNotices(requestedConfigOf(search), listing) : []),
    [listing, isUpdating, search],
  );

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

  return { detail, listing, isUpdating, notices, choice, similar: similar.data?.items };
}

/** Writes a lease choice to the URL (replacing the history entry) without scrolling. */
export function useChooseLease() {
  const navigate = routeApi.useNavigate();
  return useCallback(
    (choice: LeaseChoice) =>
      void navigate({
        search: {
          selectedMileage: choice.mileage,
          selectedTerm: choice.term,
          selectedDeposit: choice.deposit,
        },
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
}
