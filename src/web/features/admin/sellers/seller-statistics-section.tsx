import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ANALYTICS_DEFAULT_PERIOD_DAYS } from '../../../../domain/analytics/analytics-periods';
import {
  ANALYTICS_PERIOD_PRESETS,
  type AnalyticsPeriodPreset,
  danishToday,
  presetPeriod,
} from '../../../../domain/analytics/analytics-report-params';
import { formatDate, formatNumber } from '../../../../domain/format/format-danish';
import type { SellerFigures, SellerStatistics } from '../../../../domain/sellers/seller-statistics';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ChartCard } from '../analytics/analytics-chart-card';
import { formatRate } from '../analytics/analytics-labels';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { sellerQueries } from './seller-api';
import { SellerDailyChart } from './seller-statistics-chart';

/** The seller's figures for one of Statistik's periods (ADR 067), fetched for the seller's page. */
export function SellerStatisticsSection({ sellerId }: { sellerId: string }) {
  const [days, setDays] = useState<AnalyticsPeriodPreset>(ANALYTICS_DEFAULT_PERIOD_DAYS);
  const query = useQuery(sellerQueries.statistics(sellerId, presetPeriod(days, danishToday(Date.now()))));
  return (
    <section aria-labelledby="seller-statistics" className="mt-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="seller-statistics" className="text-lg font-semibold">
          Statistik for sælgeren
        </h2>
        <fieldset className="flex rounded-xl bg-zinc-100 p-1 text-sm">
          <legend className="sr-only">Periode</legend>
          {ANALYTICS_PERIOD_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={preset === days}
              onClick={() => setDays(preset)}
              className={`rounded-lg px-3 py-1.5 font-medium ${
                preset === days ? 'bg-white text-zinc-900 shadow-sm' : 'text-zinc-600 hover:text-zinc-900'
              }`}
            >
              Seneste {preset} dage
            </button>
          ))}
        </fieldset>
      </div>
      {query.data ? (
        <SellerStatisticsView statistics={query.data} />
      ) : query.isError ? (
        <Card className="p-6 text-center">
          <p className="font-medium text-zinc-900">Statistikken kunne ikke hentes</p>
          <Button variant="secondary" className="mt-4" onClick={() => query.refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Prøv igen
          </Button>
        </Card>
      ) : (
        <Spinner label="Henter statistik…" className="py-12" />
      )}
    </section>
  );
}

const FIGURES = [
  { key: 'impressions', label: 'Visninger', hint: 'Vist i søgning, forside og lignende biler' },
  { key: 'detailViews', label: 'Detaljevisninger', hint: 'Annoncens side åbnet' },
  { key: 'outboundClicks', label: 'Klik til forhandler', hint: 'Klik på »Gå til tilbud«' },
  { key: 'enquiries', label: 'Henvendelser', hint: 'Uden spam' },
] as const;

/** Totals, the chart per day and the table per listing. */
export function SellerStatisticsView({ statistics }: { statistics: SellerStatistics }) {
  const { totals, period } = statistics;
  return (
    <div className="space-y-6">
      <dl className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        {FIGURES.map((figure) => (
          <Figure key={figure.key} label={figure.label} hint={figure.hint}>
            {formatNumber(totals[figure.key])}
          </Figure>
        ))}
        <Figure label="Henvendelsesrate" hint="Henvendelser pr. detaljevisning">
          {formatRate(totals.enquiryRate)}
        </Figure>
      </dl>
      <ChartCard
        title="Udvikling pr. dag"
        description={`${formatDate(period.from)} – ${formatDate(period.to)}`}
      >
        <figure aria-label="Visninger, detaljevisninger, klik til forhandler og henvendelser pr. dag">
          <SellerDailyChart days={statistics.daily} />
        </figure>
      </ChartCard>
      <ListingStatisticsTable rows={statistics.listings} />
      <p className="text-xs text-zinc-600">
        Detaljevisninger tælles fra de rå målinger og rækker derfor kun så langt tilbage, som de gemmes
        (Indstillinger › Statistik).
      </p>
    </div>
  );
}

function Figure({ label, hint, children }: { label: string; hint: string; children: string }) {
  return (
    <Card className="p-4">
      <dt className="text-sm font-medium text-zinc-600">{label}</dt>
      <dd className="text-2xl font-bold tracking-tight text-zinc-900 tabular-nums">{children}</dd>
      <dd className="text-xs text-zinc-600">{hint}</dd>
    </Card>
  );
}

function ListingStatisticsTable({
  rows,
}: {
  rows: readonly (SellerFigures & { listingId: string | null; title: string })[];
}) {
  return (
    <AdminTable caption="Visninger, detaljevisninger, klik og henvendelser pr. annonce">
      <thead>
        <tr>
          <AdminTh>Annonce</AdminTh>
          <AdminTh className="text-right">Visninger</AdminTh>
          <AdminTh className="text-right">Detaljevisninger</AdminTh>
          <AdminTh className="text-right">Klik til forhandler</AdminTh>
          <AdminTh className="text-right">Henvendelser</AdminTh>
          <AdminTh className="text-right">Henvendelsesrate</AdminTh>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <AdminTableMessage colSpan={6}>Ingen visninger eller henvendelser i perioden.</AdminTableMessage>
        ) : null}
        {rows.map((row) => (
          <tr key={row.listingId ?? 'deleted'}>
            <AdminTd>
              {row.listingId ? (
                <Link
                  to="/admin/listings/edit/$id"
                  params={{ id: row.listingId }}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {row.title}
                </Link>
              ) : (
                <span className="text-zinc-600">{row.title}</span>
              )}
            </AdminTd>
            <AdminTd className="text-right tabular-nums">{formatNumber(row.impressions)}</AdminTd>
            <AdminTd className="text-right tabular-nums">{formatNumber(row.detailViews)}</AdminTd>
            <AdminTd className="text-right tabular-nums">{formatNumber(row.outboundClicks)}</AdminTd>
            <AdminTd className="text-right tabular-nums">{formatNumber(row.enquiries)}</AdminTd>
            <AdminTd className="text-right tabular-nums">{formatRate(row.enquiryRate)}</AdminTd>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
