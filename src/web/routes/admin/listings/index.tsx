import { createFileRoute } from '@tanstack/react-router';
import { adminListingsSearchSchema } from '../../../../domain/admin/admin-search-params';
import { adminHead } from '../../../features/admin/pages/admin-head';
import { PlannedAdminScreen } from '../../../features/admin/pages/planned-screens';

export const Route = createFileRoute('/admin/listings/')({
  validateSearch: adminListingsSearchSchema,
  head: () => adminHead('Annoncer'),
  component: () => <PlannedAdminScreen name="listings" />,
});
