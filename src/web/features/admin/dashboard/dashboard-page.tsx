import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  BarChart3,
  CircleCheck,
  CircleDashed,
  CirclePause,
  ClipboardCheck,
  FileSearch,
  History,
  RefreshCw,
  Store,
} from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ADMIN_LISTING_QUALITY_LABELS,
  type AdminListingQuality,
  type AdminListingsSearch,
} from '../../../../domain/admin/admin-search-params';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import { formatNumber } from '../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { sessionStatusLabels } from '../../../../domain/ingestion/ingestion-api';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { RecentChanges } from '../audit-log/recent-changes';
import { AdminPageHeader } from '../pages/admin-page';
import { FigureCard, QualityCard } from './dashboard-cards';
import { MakesChart, ScoreChart } from './dashboard-charts';
import { largestMakesCaption } from './dashboard-labels';
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

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A link to the listings list (built by the listings area) with the given filters and nothing else. */
type ListingsLinkSearch = {
  search: string | undefined;
  status: AdminListingsSearch['status'];
  seller_id: string | undefined;
  quality: AdminListingQuality | undefined;
  page: number | undefined;
};
const listingsSearch = (filters: Partial<AdminListingsSearch>): ListingsLinkSearch => ({
  search: undefined,
  status: undefined,
  seller_id: undefined,
  quality: undefined,
  page: undefined,
  ...filters,
});

/** A data-quality card's link to the full list of listings with that problem. */
const qualityLink =
  (quality: AdminListingQuality) =>
  (children: ReactNode, className: string): ReactNode => (
    <Link to="/admin/listings" search={listingsSearch({ quality })} className={className}>
      {children}
    </Link>
  );

const textLink = 'text-sm font-medium text-brand-800 underline-offset-2 hover:underline';

function DashboardContent({ summary }: { summary: DashboardSummary }) {
  const { listings, quality, ingestion } = summary;
  const scored = summary.scoreBuckets.reduce((sum, b) => sum + b.count, 0);
  return (
    <div className="space-y-8">
      <Section id="dashboard-listings" title="Annoncer og sælgere">
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
      </Section>

      <Section id="dashboard-quality" title="Datakvalitet">
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
      </Section>

      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Annoncer pr. mærke</h2>
            <p className="text-sm text-zinc-600">
              {largestMakesCaption(summary.makes.length, summary.otherMakes)}
            </p>
          </CardHeader>
          <CardBody>
            {summary.makes.length ? (
              <figure aria-label="Antal annoncer pr. mærke">
                <MakesChart makes={summary.makes} />
                <figcaption className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-sm">
                  <span className="text-zinc-600">Se annoncer fra:</span>
                  {summary.makes.map((m) => (
                    <Link
                      key={m.make}
                      to="/admin/listings"
                      search={listingsSearch({ search: m.make })}
                      className={textLink}
                    >
                      {m.make} ({formatNumber(m.active + m.other)})
                    </Link>
                  ))}
                </figcaption>
              </figure>
            ) : (
              <p className="text-sm text-zinc-600">Ingen annoncer endnu.</p>
            )}
          </CardBody>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="font-semibold">LeaseScore for viste tilbud</h2>
            <p className="text-sm text-zinc-600">
              Det tilbud, søgningen viser for hver aktiv annonce ved standardvalg (15.000 km/år).
            </p>
          </CardHeader>
          <CardBody>
            <figure aria-label="Fordeling af LeaseScore for de viste tilbud">
              <ScoreChart buckets={summary.scoreBuckets} />
              <figcaption className="mt-3 text-sm text-zinc-600">
                {formatNumber(scored)} tilbud med score
                {summary.unscored > 0
                  ? ` · ${formatNumber(summary.unscored)} uden score (nypris mangler eller er urealistisk)`
                  : ''}
                .
              </figcaption>
            </figure>
          </CardBody>
        </Card>
      </div>

      <Section id="dashboard-imports" title="Import">
        <div className="grid gap-3 md:grid-cols-[minmax(0,16rem)_1fr]">
          <FigureCard
            label="Batches til gennemsyn"
            value={ingestion.batchesAwaitingReview}
            icon={ClipboardCheck}
            tone="amber"
            link={(body, className) => (
              <Link to="/admin/extraction-sessions" className={className}>
                {body}
              </Link>
            )}
          />
          <Card className="p-4">
            <h3 className="flex items-center gap-2 font-semibold">
              <FileSearch aria-hidden="true" className="size-5 text-brand-700" />
              Seneste udtræk
            </h3>
            {ingestion.recentSessions.length ? (
              <ul className="mt-2 space-y-1 text-sm">
                {ingestion.recentSessions.map((session) => (
                  <li key={session.id}>
                    <Link
                      to="/admin/extraction-sessions/$id"
                      params={{ id: session.id }}
                      className={textLink}
                    >
                      {session.sellerName ?? 'Ukendt sælger'} · {sessionStatusLabels[session.status]}
                    </Link>{' '}
                    <time dateTime={session.startedAt} className="text-zinc-600">
                      · {formatDateTime(session.startedAt)}
                    </time>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-zinc-600">
                Ingen importer endnu. Når en prisliste er læst ind, ser du udtrækket og dets batch her.
              </p>
            )}
          </Card>
        </div>
      </Section>

      <Section
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
      </Section>
    </div>
  );
}
