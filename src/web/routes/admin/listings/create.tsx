import { createFileRoute } from '@tanstack/react-router';
import { ListingFormPage } from '../../../features/admin/listings/listing-form-page';

export const Route = createFileRoute('/admin/listings/create')({
  component: () => <ListingFormPage />,
});
