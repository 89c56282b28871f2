import { Link } from '@tanstack/react-router';
import { ClipboardCheck, FileSearch } from 'lucide-react';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { sessionStatusLabels } from '../../../../domain/ingestion/ingestion-api';
import { Card } from '../../../components/ui/card';
import { FigureCard } from './dashboard-cards';
import { textLink } from './dashboard-links';
import { DashboardSection } from './dashboard-section';

/** "Import": batches waiting for review and the latest extraction sessions. */
export function DashboardImportsSection({ ingestion }: { ingestion: DashboardSummary['ingestion'] }) {
  return (
    <DashboardSection id="dashboard-imports" title="Import">
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
                  <Link to="/admin/extraction-sessions/$id" params={{ id: session.id }} className={textLink}>
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
    </DashboardSection>
  );
}
