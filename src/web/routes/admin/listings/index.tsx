import { createFileRoute } from '@tanstack/react-router';
import { adminListingsSearchSchema } from '../../../../domain/admin/admin-search-params';
import { ListingsPage } from '../../../features/admin/listings/listings-page';
import { adminHead } from '../../../features/admin/pages/admin-head';

export const Route = createFileRoute('/admin/listings/')({
  validateSearch: adminListingsSearchSchema,
  head: () => adminHead('Annoncer'),
  component: () => <ListingsPage />,
});
