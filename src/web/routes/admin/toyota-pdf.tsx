import { createFileRoute } from '@tanstack/react-router';
import { PlannedAdminScreen } from '../../features/admin/pages/planned-screens';

export const Route = createFileRoute('/admin/toyota-pdf')({
  component: () => <PlannedAdminScreen name="toyotaPdf" />,
});
