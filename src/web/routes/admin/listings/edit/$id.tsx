import { createFileRoute } from '@tanstack/react-router';
import { ListingFormPage } from '../../../../features/admin/listings/listing-form-page';
import { adminHead } from '../../../../features/admin/pages/admin-head';

export const Route = createFileRoute('/admin/listings/edit/$id')({
  head: () => adminHead('Rediger annonce'),
  component: EditListingRoute,
});

function EditListingRoute() {
  const { id } = Route.useParams();
  return <ListingFormPage id={id} />;
}
