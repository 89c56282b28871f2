import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/admin/settings/settings-page';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsRoute,
});

function SettingsRoute() {
  const { adminUser } = Route.useRouteContext();
  return <SettingsPage user={adminUser} />;
}
