import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BarChart3, Eye, type LucideIcon, RefreshCw, Search, SearchX, SlidersHorizontal } from 'lucide-react';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import {
  ANALYTICS_PERIOD_PRESETS,
  type AnalyticsPeriodPreset,
  danishToday,
  presetPeriod,
} from '../../../../domain/analytics/analytics-report-params';
import { periodDays } from '../../../../domain/analytics/analytics-search-params';
import { formatDate, formatNumber } from '../../../../domain/format/format-danish';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { ChartCard } from './analytics-chart-card';
import { DailyChart, KeyCountChart } from './analytics-charts';
import { FunnelSection } from './analytics-funnel-section';
import { filterLabel, formatRate, pageTypeLabel, resultViewsText, termsOnCarsText } from './analytics-labels';
import { analyticsQueries } from './get-analytics';

export function AnalyticsPage({ days }: { days: AnalyticsPeriodPreset | undefined }) {
  const selected = periodDays(days);
  const query = useQuery(analyticsQueries.report(presetPeriod(selected, danishToday(Date.now()))));
  return (
    <>
      <AdminPageHeader
        title="Statistik"
        description="Besøg, søgninger og klik fra sidens egen måling (uden cookies og persondata)."
        actions={<PeriodPicker selected={selected} />}
      />
      {query.data ? (
        query.data.events === 0 ? (
          <AdminEmptyState icon={BarChart3} title="Ingen målinger i perioden">
            Når besøgende bruger siden, vises sidevisninger, søgninger og klik her. Vælg en længere periode
            for at se ældre målinger.
          </AdminEmptyState>
        ) : (
          <AnalyticsContent report={query.data} />
        )
      ) : query.isError ? (
        <Card className="p-6 text-center">
          <p className="font-medium text-zinc-900">Der opstod en fejl ved hentning af data</p>
          <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Prøv igen
          </Button>
        </Card>
      ) : (
        <Spinner label="Henter statistik…" className="py-16" />
      )}
    </>
  );
}

/** Seneste 7 / 30 / 90 / 365 dage, kept in the URL (?days=). */
function PeriodPicker({ selected }: { selected: AnalyticsPeriodPreset }) {
  return (
    <nav aria-label="Periode" className="flex rounded-xl bg-zinc-100 p-1 text-sm">
      {ANALYTICS_PERIOD_PRESETS.map((days) => (
        <Link
          key={days}
          to="/admin/analytics"
          search={{ days }}
          aria-current={days === selected ? 'page' : undefined}
          className={`rounded-lg px-3 py-1.5 font-medium ${
            days === selected ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
          }`}
        >
          Seneste {days} dage
        </Link>
      ))}
    </nav>
  );
}

function StatCard({
  label,
  value,
  icon: Icon,
  hint,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  hint?: string;
}) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-zinc-600">{label}</span>
        <span className="block text-2xl font-bold tracking-tight text-zinc-900 tabular-nums">
          {formatNumber(value)}
        </span>
        {hint ? <span className="block text-xs text-zinc-600">{hint}</span> : null}
      </span>
    </Card>
  );
}

function AnalyticsContent({ report }: { report: AnalyticsReport }) {
  const { pageViews, searches, filters, funnel, leaseTermsApply } = report;
  const zeroShare = searches.resultsPageViews
    ? searches.zeroResultPageViews / searches.resultsPageViews
    : null;
  return (
    <div className="space-y-6">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Sidevisninger" value={pageViews.total} icon={Eye} />
        <StatCard
          label="Søgninger"
          value={searches.sessions}
          icon={Search}
          hint={resultViewsText(searches.resultsPageViews)}
        />
        <StatCard
          label="Søgninger uden resultater"
          value={searches.zeroResultPageViews}
          icon={SearchX}
          hint={zeroShare === null ? undefined : `${formatRate(zeroShare)} af resultatvisningerne`}
        />
        <StatCard
          label="Ændrede leasingvilkår"
          value={leaseTermsApply.count}
          icon={SlidersHorizontal}
          hint={termsOnCarsText(leaseTermsApply.listings)}
        />
      </div>

      <ChartCard
        title="Udvikling pr. dag"
        description={`${formatDate(report.period.from)} – ${formatDate(report.period.to)}`}
      >
        <figure aria-label="Sidevisninger, søgninger og klik pr. dag">
          <DailyChart days={report.daily} />
        </figure>
      </ChartCard>

      <div className="grid gap-6 xl:grid-cols-2">
        <ChartCard title="Sidevisninger" description="Pr. sidetype.">
          {pageViews.byPageType.length ? (
            <figure aria-label="Sidevisninger pr. sidetype">
              <KeyCountChart rows={pageViews.byPageType} label={pageTypeLabel} name="Sidevisninger" />
            </figure>
          ) : (
            <p className="text-sm text-zinc-600">Ingen sidevisninger i perioden.</p>
          )}
        </ChartCard>
        <ChartCard title="Mest brugte filtre" description="Hvor ofte et filter blev ændret.">
          {filters.changed.length ? (
            <figure aria-label="Antal ændringer pr. filter">
              <KeyCountChart rows={filters.changed} label={filterLabel} name="Ændringer" colour="#2563eb" />
            </figure>
          ) : (
            <p className="text-sm text-zinc-600">Ingen filterændringer i perioden.</p>
          )}
          {filters.active.length ? (
            <p className="mt-3 text-sm text-zinc-600">
              Aktive på resultatsiden:{' '}
              {filters.active.map((f) => `${filterLabel(f.key)} (${formatNumber(f.count)})`).join(', ')}
            </p>
          ) : null}
        </ChartCard>
      </div>

      <FunnelSection funnel={funnel} />
    </div>
  );
}
