import { createFileRoute } from '@tanstack/react-router';
import { searchSchema } from '../../domain/listings/search-schema';
import { EnquirySentPage } from '../features/enquiry/enquiry-sent-page';
import { pageHead } from '../lib/page-meta';

/** The listing the enquiry was about (for "Tilbage til bilen"); anything but a listing id is dropped. */
const listingId = (value: unknown) =>
  typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;

export const Route = createFileRoute('/henvendelse-sendt')({
  validateSearch: searchSchema({ listing: listingId }),
  head: () =>
    pageHead({
      title: 'Tak for din henvendelse',
      description: 'Din henvendelse er sendt til forhandleren.',
    }),
  component: EnquirySentRoute,
});

function EnquirySentRoute() {
  return <EnquirySentPage listingId={Route.useSearch().listing} />;
}
