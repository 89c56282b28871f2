import { Link } from '@tanstack/react-router';
import { formatDateTime } from '../../../../../domain/format/format-date-time';
import {
  type ExtractionSessionSummary,
  sourceKindLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import { buttonClass } from '../../../../components/ui/button';
import { dateColumn, primaryColumn } from '../../list-kit/common-columns';
import { listColumnHelper } from '../../list-kit/list-features';
import { selectionColumn } from '../../list-kit/selection-column';
import { isSessionActive } from '../shared/extraction-sessions-api';
import { formatDuration } from '../shared/format-duration';
import { extractorText, foundText } from '../shared/session-labels';
import { SessionProgressBar, SessionStatusBadge } from '../shared/session-status';

/** Only a succeeded run without a batch can join a new batch. */
export const canJoinBatch = (session: ExtractionSessionSummary) =>
  session.status === 'succeeded' && !session.batch_id;

const column = listColumnHelper<ExtractionSessionSummary>();

/**
 * Columns of /admin/extraction-sessions. At 1366 px the primary columns (source, status with its whole
 * error, result, review) fit; method and creation time show from 2xl and sit under the source below it.
 */
export const sessionColumns = column.columns([
  selectionColumn<ExtractionSessionSummary>({
    one: (session) => `Vælg ${session.source_label}`,
    blocked: 'En samlet gennemgang er for én sælger ad gangen',
    offered: canJoinBatch,
  }),
  primaryColumn<ExtractionSessionSummary>({
    id: 'source_label',
    header: 'Kilde',
    cell: (session) => <SourceCell session={session} />,
  }),
  column.accessor('seller_name', { header: 'Sælger', meta: { showFrom: 'md' } }),
  column.accessor(extractorText, {
    id: 'extractor',
    header: 'Udtræksmetode',
    meta: { showFrom: '2xl', className: 'whitespace-nowrap text-zinc-700' },
  }),
  column.accessor('status', {
    header: 'Status',
    enableHiding: false,
    meta: { className: 'min-w-36' },
    cell: ({ row }) => <StatusCell session={row.original} />,
  }),
  column.accessor(foundText, {
    id: 'found',
    header: 'Fundet',
    meta: { showFrom: 'sm', className: 'tabular-nums' },
  }),
  dateColumn<ExtractionSessionSummary>({
    id: 'created_at',
    header: 'Oprettet',
    value: (session) => session.created_at,
    showFrom: '2xl',
    withTime: true,
  }),
  column.accessor('duration_ms', {
    header: 'Varighed',
    meta: { showFrom: 'sm', className: 'whitespace-nowrap tabular-nums' },
    cell: ({ getValue }) => formatDuration(getValue()),
  }),
  column.accessor('batch_id', {
    header: 'Gennemgang',
    enableHiding: false,
    meta: { align: 'right' },
    cell: ({ row }) =>
      row.original.batch_id ? (
        <Link
          to="/admin/batches/$batchId/review"
          params={{ batchId: row.original.batch_id }}
          className={buttonClass('secondary', 'sm')}
          aria-label={`Gennemgå ${row.original.source_label}`}
        >
          Gennemgå
        </Link>
      ) : (
        <span className="text-zinc-500">–</span>
      ),
  }),
]);

function SourceCell({ session }: { session: ExtractionSessionSummary }) {
  return (
    <div className="max-w-[11rem] min-w-0 sm:max-w-[16rem]">
      <Link
        to="/admin/extraction-sessions/$id"
        params={{ id: session.id }}
        className="block truncate font-semibold text-zinc-950 hover:text-brand-800 hover:underline"
        title={session.source_label}
      >
        {session.source_label}
      </Link>
      <p className="text-xs text-zinc-600">
        {sourceKindLabels[session.source_kind]}
        <span className="md:hidden"> · {session.seller_name}</span>
        <span className="2xl:hidden"> · {extractorText(session)}</span>
      </p>
      <p className="text-xs text-zinc-600 2xl:hidden">{formatDateTime(session.created_at)}</p>
      <p className="text-xs text-zinc-600 tabular-nums sm:hidden">
        {session.cars_found !== null ? <span>{foundText(session)}</span> : null}
        {session.cars_found !== null && session.duration_ms !== null ? ' · ' : null}
        {session.duration_ms !== null ? <span>{formatDuration(session.duration_ms)}</span> : null}
      </p>
    </div>
  );
}

/** The status, and while it runs its progress; a failed run's whole error wraps under it (never cut). */
function StatusCell({ session }: { session: ExtractionSessionSummary }) {
  return (
    <>
      <SessionStatusBadge status={session.status} />
      {isSessionActive(session.status) ? (
        <SessionProgressBar
          progress={session.progress}
          step={session.step}
          label={`Fremdrift for ${session.source_label}`}
        />
      ) : session.status === 'failed' && session.error_message ? (
        <p className="mt-1 max-w-64 text-xs break-words text-red-800">{session.error_message}</p>
      ) : null}
    </>
  );
}
