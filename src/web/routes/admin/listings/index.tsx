import { createFileRoute } from '@tanstack/react-router';
import { adminListingsSearchSchema } from '../../../../domain/admin/admin-search-params';
import { ListingsPage } from '../../../features/admin/listings/listings-page';

export const Route = createFileRoute('/admin/listings/')({
  validateSearch: adminListingsSearchSchema,
  component: () => <ListingsPage />,
});
