import { type ErrorComponentProps, useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NOT_FOUND_TITLES } from '../../../../domain/pages/not-found-titles';
import { MAX_RETRIES } from '../../../components/errors/error-variants';
import { ListingErrorScreen } from '../../../components/errors/listing-error-screen';
import { createErrorCode } from '../../../lib/error-code';
import { logError } from '../../../lib/log-error';
import { usePageMeta } from '../../../lib/use-page-meta';

const NOT_FOUND_MESSAGE = 'Annoncen findes ikke, eller den er ikke længere aktiv.';

// The router remounts the error view after every failed retry, so the count lives outside it.
const retriesById = new Map<string, number>();

const useListingId = () => useParams({ strict: false, select: (params) => params.id ?? '' });

/** Unknown or withdrawn listing (the API answered 404). */
export function ListingDetailNotFound() {
  usePageMeta({ title: NOT_FOUND_TITLES.listing });
  return <ListingErrorScreen listingId={useListingId()} message={NOT_FOUND_MESSAGE} />;
}

/** Anything else that stopped the listing from loading; one retry (spec §9, listing). */
export function ListingDetailError({ error, reset }: ErrorComponentProps) {
  const id = useListingId();
  const router = useRouter();
  const [code] = useState(createErrorCode);
  const attempts = retriesById.get(id) ?? 0;

  useEffect(() => {
    logError(error, code, 'listing');
  }, [error, code]);

  const onRetry = () => {
    if (attempts >= MAX_RETRIES.listing) return;
    retriesById.set(id, attempts + 1);
    reset();
    void router.invalidate();
  };

  return (
    <ListingErrorScreen
      listingId={id}
      code={code}
      retry={{ onRetry, attempts, maxAttempts: MAX_RETRIES.listing }}
    />
  );
}
