import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { type SessionUser, sessionQueryOptions } from '../../auth/session-query';
import { AdminPageHeader } from '../pages/admin-page';
import { AdminUsersSection } from './admin-users-section';
import { EnergyPricesCard } from './energy-prices-card';
import { EnquiryRetentionCard } from './enquiry-retention-card';
import { PriceListRefetchCard } from './price-list-refetch-card';
import { settingsQueries } from './settings-api';
import { AiProviderCard, AnalyticsCard, SearchDefaultsCard, SiteSettingsCard } from './settings-sections';
import { TwoFactorSettings } from './two-factor-settings';

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function SettingsPage({ user }: { user: SessionUser }) {
  // The live session, so turning two-factor on or off shows at once.
  const session = useQuery(sessionQueryOptions);
  const twoFactorEnabled = session.data?.user.twoFactorEnabled ?? user.twoFactorEnabled;
  const settings = useQuery(settingsQueries.values());
  return (
    <>
      <AdminPageHeader title="Indstillinger" description="Din konto, sidens indstillinger og brugerne." />
      <div className="space-y-8">
        <Group id="security-heading" title="Sikkerhed">
          <TwoFactorSettings enabled={Boolean(twoFactorEnabled)} />
        </Group>
        <Group id="site-settings-heading" title="Sidens indstillinger">
          {settings.data ? (
            // One form per section for the page's life: after a save or a reload the form layer shows
            // the saved section itself, so a stale notice outlives the reload.
            <div className="grid gap-6 xl:grid-cols-2">
              <SiteSettingsCard settings={settings.data} />
              <SearchDefaultsCard settings={settings.data} />
              <AiProviderCard settings={settings.data} />
              <AnalyticsCard settings={settings.data} />
              <EnergyPricesCard settings={settings.data} />
              <PriceListRefetchCard settings={settings.data} />
              <EnquiryRetentionCard settings={settings.data} />
            </div>
          ) : settings.isError ? (
            <Card className="p-6 text-center">
              <p className="font-medium">Der opstod en fejl ved hentning af data</p>
              <Button variant="secondary" className="mt-4" onClick={() => settings.refetch()}>
                <RefreshCw aria-hidden="true" className="size-4" />
                Prøv igen
              </Button>
            </Card>
          ) : (
            <Spinner label="Henter indstillinger…" className="py-10" />
          )}
        </Group>
        <AdminUsersSection currentUserId={user.id} />
      </div>
    </>
  );
}
