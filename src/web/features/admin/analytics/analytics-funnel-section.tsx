import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import { ChartCard } from './analytics-chart-card';
import { FunnelChart } from './analytics-charts';
import { ListingFunnelTable, SellerFunnelTable } from './analytics-funnel-tables';
import { siteFunnelSummary, topListingsHeading } from './analytics-labels';

/**
 * Views of cars → clicks → visits to the seller (and, for the whole site, enquiries): for the whole site,
 * per seller and per car.
 */
export function FunnelSection({ funnel }: { funnel: AnalyticsReport['funnel'] }) {
  return (
    <section aria-labelledby="analytics-funnel" className="space-y-3">
      <h2 id="analytics-funnel" className="text-lg font-semibold">
        Visninger → klik → forhandler eller henvendelse
      </h2>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,22rem)_1fr]">
        <ChartCard title="Hele siden" description={siteFunnelSummary(funnel)}>
          {funnel.views > 0 ? (
            <figure aria-label="Visninger, klik, besøg hos forhandleren og henvendelser">
              <FunnelChart funnel={funnel} />
            </figure>
          ) : (
            <p className="text-sm text-zinc-600">
              Når biler bliver vist på siden, tælles visninger og klik her.
            </p>
          )}
        </ChartCard>
        <div className="min-w-0 space-y-3">
          <h3 className="font-semibold">Pr. sælger</h3>
          <SellerFunnelTable rows={funnel.sellers} />
        </div>
      </div>
      <h3 className="pt-2 font-semibold">{topListingsHeading(funnel.listings.length)}</h3>
      <ListingFunnelTable rows={funnel.listings} />
    </section>
  );
}
