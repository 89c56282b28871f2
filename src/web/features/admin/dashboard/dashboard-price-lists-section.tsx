import { Link } from '@tanstack/react-router';
import { CircleAlert, FileClock } from 'lucide-react';
import { useState } from 'react';
import {
  PROBLEMS_SHOWN,
  type PriceListSourceProblem,
  type PriceListSourcesStatus,
} from '../../../../domain/admin/price-list-sources';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Card } from '../../../components/ui/card';
import { textLink } from './dashboard-links';
import { DashboardSection } from './dashboard-section';

const intervalText = (hours: number) =>
  hours === 24
    ? 'hver dag'
    : hours === 168
      ? 'hver uge'
      : hours % 24 === 0
        ? `hver ${hours / 24}. dag`
        : `hver ${hours}. time`;

/**
 * "Prislister": whether sellers' saved price-list URLs are fetched on a schedule, and which fail or
 * have gone stale — seller, URL, since when and the Danish error (ADR 056). Failing sources come first;
 * past PROBLEMS_SHOWN the list says "og N flere" and a button shows them all in place.
 */
export function DashboardPriceListsSection({ status }: { status: PriceListSourcesStatus }) {
  const [showAll, setShowAll] = useState(false);
  const problems = [
    ...status.problems.filter((problem) => problem.kind === 'failing'),
    ...status.problems.filter((problem) => problem.kind !== 'failing'),
  ];
  const hidden = showAll ? 0 : Math.max(0, problems.length - PROBLEMS_SHOWN);
  const shown = hidden > 0 ? problems.slice(0, PROBLEMS_SHOWN) : problems;
  return (
    <DashboardSection id="dashboard-price-lists" title="Prislister">
      <Card className="p-4">
        <h3 className="flex items-center gap-2 font-semibold">
          <FileClock aria-hidden="true" className="size-5 text-brand-700" />
          Gemte prislister
        </h3>
        <p className="mt-2 text-sm text-zinc-700">
          {status.intervalHours === null ? (
            <>
              Automatisk hentning er slået fra: {status.saved} gemte prisliste
              {status.saved === 1 ? '' : 'r'} hentes ikke igen af sig selv, så deres tilbud bekræftes kun ved
              en import. Slå den til under{' '}
              <Link to="/admin/settings" className={textLink}>
                Indstillinger › Prislister
              </Link>
              .
            </>
          ) : (
            <>
              {status.saved} gemte prisliste{status.saved === 1 ? '' : 'r'} hentes igen{' '}
              {intervalText(status.intervalHours)}.
              {status.lastCheckedAt
                ? ` Senest tjekket ${formatDateTime(status.lastCheckedAt)}.`
                : ' Ingen er tjekket endnu.'}
            </>
          )}
        </p>
        {problems.length > 0 ? (
          <>
            <ul
              id="price-list-problems"
              className="mt-3 space-y-2 text-sm"
              aria-label="Prislister med problemer"
            >
              {shown.map((problem) => (
                <ProblemItem key={`${problem.sellerId} ${problem.url}`} problem={problem} />
              ))}
            </ul>
            {problems.length > PROBLEMS_SHOWN ? (
              <p className="mt-2 text-sm text-zinc-700">
                {hidden > 0 ? `og ${hidden} flere. ` : ''}
                <button
                  type="button"
                  aria-expanded={showAll}
                  aria-controls="price-list-problems"
                  onClick={() => setShowAll(!showAll)}
                  className={textLink}
                >
                  {showAll ? `Vis kun de første ${PROBLEMS_SHOWN}` : `Vis alle ${problems.length}`}
                </button>
              </p>
            ) : null}
          </>
        ) : status.intervalHours !== null && status.saved > 0 ? (
          <p className="mt-2 text-sm text-zinc-600">Alle gemte prislister blev hentet uden fejl.</p>
        ) : null}
      </Card>
    </DashboardSection>
  );
}

function ProblemItem({ problem }: { problem: PriceListSourceProblem }) {
  return (
    <li className="flex gap-2">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-700" />
      <div className="min-w-0">
        <Link to="/admin/sellers/edit/$id" params={{ id: problem.sellerId }} className={textLink}>
          {problem.sellerName}
        </Link>{' '}
        <span className="break-all text-zinc-600">{problem.url}</span>
        <p className="text-zinc-800">
          {problem.kind === 'failing'
            ? `Fejler${problem.since ? ` siden ${formatDateTime(problem.since)}` : ''}: ${problem.error ?? 'Prislisten kunne ikke hentes.'}`
            : problem.since
              ? `Forældet: senest hentet ${formatDateTime(problem.since)}.`
              : 'Forældet: aldrig hentet.'}
        </p>
      </div>
    </li>
  );
}
