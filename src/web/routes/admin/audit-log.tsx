import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../../features/admin/pages/admin-head';
import { PlannedAdminScreen } from '../../features/admin/pages/planned-screens';

export const Route = createFileRoute('/admin/audit-log')({
  head: () => adminHead('Aktivitetslog'),
  component: () => <PlannedAdminScreen name="auditLog" />,
});
