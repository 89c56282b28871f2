import { createFileRoute } from '@tanstack/react-router';
import { sellerListingsSearchSchema } from '../../../../domain/admin/admin-search-params';
import { adminHead } from '../../../features/admin/pages/admin-head';
import { PlannedAdminScreen } from '../../../features/admin/pages/planned-screens';

export const Route = createFileRoute('/admin/sellers/listings')({
  validateSearch: sellerListingsSearchSchema,
  head: () => adminHead('Sælgerens annoncer'),
  component: () => <PlannedAdminScreen name="sellerListings" />,
});
