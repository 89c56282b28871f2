import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3, CircleCheck, CircleDashed, CirclePause, History, RefreshCw, Store } from 'lucide-react';
import { ADMIN_LISTING_QUALITY_LABELS } from '../../../../domain/admin/admin-search-params';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import { formatNumber } from '../../../../domain/format/format-danish';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { RecentChanges } from '../audit-log/recent-changes';
import { AdminPageHeader } from '../pages/admin-page';
import { FigureCard, QualityCard } from './dashboard-cards';
import { MakesChartCard, ScoreChartCard } from './dashboard-chart-cards';
import { DashboardImportsSection } from './dashboard-imports-section';
import { listingsSearch, qualityLink, textLink } from './dashboard-links';
import { DashboardPriceAlertsSection } from './dashboard-price-alerts-section';
import { DashboardPriceListsSection } from './dashboard-price-lists-section';
import { DashboardSection } from './dashboard-section';
import { dashboardQueries } from './get-dashboard';

export function DashboardPage() {
  const query = useQuery(dashboardQueries.summary());
  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description="Overblik over annoncer, sælgere og importer."
        actions={
          <Link
            to="/admin/analytics"
            search={{ days: undefined }}
            className={`${textLink} inline-flex items-center gap-1`}
          >
            <BarChart3 aria-hidden="true" className="size-4" />
            Se statistik for besøg og klik
          </Link>
        }
      />
      {query.data ? (
        <DashboardContent summary={query.data} />
      ) : query.isError ? (
        <Card className="p-6 text-center">
          <p className="font-medium text-zinc-900">Der opstod en fejl ved hentning af data</p>
          <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Prøv igen
          </Button>
        </Card>
      ) : (
        <Spinner label="Henter nøgletal…" className="py-16" />
      )}
    </>
  );
}

function DashboardContent({ summary }: { summary: DashboardSummary }) {
  const { listings, quality, ingestion } = summary;
  return (
    <div className="space-y-8">
      <DashboardSection id="dashboard-listings" title="Annoncer og sælgere">
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <FigureCard
            label="Aktive annoncer"
            value={listings.active}
            icon={CircleCheck}
            tone="green"
            hint={`af ${formatNumber(listings.total)} i alt`}
            link={(body, className) => (
              <Link to="/admin/listings" search={listingsSearch({ status: 'active' })} className={className}>
                {body}
              </Link>
            )}
          />
          <FigureCard
            label="Afventer"
            value={listings.pending}
            icon={CircleDashed}
            tone="amber"
            link={(body, className) => (
              <Link to="/admin/listings" search={listingsSearch({ status: 'pending' })} className={className}>
                {body}
              </Link>
            )}
          />
          <FigureCard
            label="Inaktive annoncer"
            value={listings.inactive}
            icon={CirclePause}
            tone="zinc"
            link={(body, className) => (
              <Link
                to="/admin/listings"
                search={listingsSearch({ status: 'inactive' })}
                className={className}
              >
                {body}
              </Link>
            )}
          />
          <FigureCard
            label="Sælgere"
            value={summary.sellers}
            icon={Store}
            link={(body, className) => (
              <Link to="/admin/sellers" search={{}} className={className}>
                {body}
              </Link>
            )}
          />
        </div>
      </DashboardSection>

      <DashboardSection id="dashboard-quality" title="Datakvalitet">
        {/* grid-cols-1 is minmax(0, 1fr): a long example title truncates instead of widening a phone's page. */}
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          <QualityCard
            title={ADMIN_LISTING_QUALITY_LABELS.missing_price}
            link={qualityLink('missing_price')}
            description="Uden nypris kan LeaseScore ikke beregnes, og annoncen kan ikke aktiveres."
            {...quality.withoutRetailPrice}
          />
          <QualityCard
            title={ADMIN_LISTING_QUALITY_LABELS.missing_images}
            link={qualityLink('missing_images')}
            description="Annoncer uden billeder vises med en tegning af bilen."
            {...quality.withoutImages}
          />
          <QualityCard
            title={ADMIN_LISTING_QUALITY_LABELS.missing_offers}
            link={qualityLink('missing_offers')}
            description="En annonce uden leasingtilbud vises ikke på siden."
            {...quality.withoutOffers}
          />
        </div>
      </DashboardSection>

      <div className="grid gap-6 xl:grid-cols-2">
        <MakesChartCard summary={summary} />
        <ScoreChartCard summary={summary} />
      </div>

      <DashboardImportsSection ingestion={ingestion} />
      <DashboardPriceListsSection status={summary.priceListSources} />
      <DashboardPriceAlertsSection />

      <DashboardSection
        id="dashboard-changes"
        title="Seneste ændringer"
        action={
          <Link to="/admin/audit-log" search={{}} className={`${textLink} inline-flex items-center gap-1`}>
            <History aria-hidden="true" className="size-4" />
            Se hele aktivitetsloggen
          </Link>
        }
      >
        <RecentChanges entries={summary.recentChanges} />
      </DashboardSection>
    </div>
  );
}
