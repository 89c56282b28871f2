import { Link } from '@tanstack/react-router';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import { formatNumber } from '../../../../domain/format/format-danish';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { MakesChart, ScoreChart } from './dashboard-charts';
import { largestMakesCaption } from './dashboard-labels';
import { listingsSearch, textLink } from './dashboard-links';

/** "Annoncer pr. mærke": the largest makes' listings as a chart, each make a link to its listings. */
export function MakesChartCard({ summary }: { summary: DashboardSummary }) {
  return (
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
  );
}

/** "LeaseScore for viste tilbud": how the offers the search shows spread over the score's bands. */
export function ScoreChartCard({ summary }: { summary: DashboardSummary }) {
  const scored = summary.scoreBuckets.reduce((sum, b) => sum + b.count, 0);
  return (
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
  );
}
