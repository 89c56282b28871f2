import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../features/admin/dashboard/dashboard-page';
import { adminHead } from '../../features/admin/pages/admin-head';

export const Route = createFileRoute('/admin/dashboard')({
  head: () => adminHead('Dashboard'),
  component: DashboardPage,
});
