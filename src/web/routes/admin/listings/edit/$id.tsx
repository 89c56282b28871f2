import { createFileRoute } from '@tanstack/react-router';
import { ListingFormPage } from '../../../../features/admin/listings/listing-form-page';

export const Route = createFileRoute('/admin/listings/edit/$id')({
  component: EditListingRoute,
});

function EditListingRoute() {
  const { id } = Route.useParams();
  return <ListingFormPage id={id} />;
}
