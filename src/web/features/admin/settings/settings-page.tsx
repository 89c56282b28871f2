import { useQuery } from '@tanstack/react-query';
import { Settings } from 'lucide-react';
import { type SessionUser, sessionQueryOptions } from '../../auth/session-query';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { TwoFactorSettings } from './two-factor-settings';

export function SettingsPage({ user }: { user: SessionUser }) {
  // The live session, so turning two-factor on or off shows at once.
  const session = useQuery(sessionQueryOptions);
  const twoFactorEnabled = session.data?.user.twoFactorEnabled ?? user.twoFactorEnabled;
  return (
    <>
      <AdminPageHeader title="Indstillinger" description="Din konto og sidens indstillinger." />
      <div className="space-y-6">
        <section aria-labelledby="security-heading" className="space-y-3">
          <h2 id="security-heading" className="text-lg font-semibold">
            Sikkerhed
          </h2>
          <TwoFactorSettings enabled={Boolean(twoFactorEnabled)} />
        </section>
        <AdminEmptyState icon={Settings} title="Sidens indstillinger er på vej">
          <p>Her kommer snart indstillinger for udtræk, AI-budget, billeder og visning af annoncer.</p>
        </AdminEmptyState>
      </div>
    </>
  );
}
