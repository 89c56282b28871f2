import { createFileRoute } from '@tanstack/react-router';
import { adminHead } from '../../features/admin/pages/admin-head';
import { SettingsPage } from '../../features/admin/settings/settings-page';

export const Route = createFileRoute('/admin/settings')({
  head: () => adminHead('Indstillinger'),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { adminUser } = Route.useRouteContext();
  return <SettingsPage user={adminUser} />;
}
