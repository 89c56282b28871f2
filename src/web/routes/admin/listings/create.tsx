import { createFileRoute } from '@tanstack/react-router';
import { ListingFormPage } from '../../../features/admin/listings/listing-form-page';
import { adminHead } from '../../../features/admin/pages/admin-head';

export const Route = createFileRoute('/admin/listings/create')({
  head: () => adminHead('Opret annonce'),
  component: () => <ListingFormPage />,
});
