import { Link } from '@tanstack/react-router';
import { createContext, useContext } from 'react';
import { countNoun } from '../../../../domain/format/count-noun';
import { formatNumber } from '../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import {
  type LayoutTemplateStatus,
  type LayoutTemplateVersionJson,
  layoutTemplateStatusLabels,
} from '../../../../domain/ingestion/layout-template-api';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { actionsColumn, dateColumn, optionalColumn, primaryColumn } from '../list-kit/common-columns';
import { listColumnHelper } from '../list-kit/list-features';

type Version = LayoutTemplateVersionJson;

const statusTone: Record<LayoutTemplateStatus, BadgeTone> = {
  in_use: 'success',
  standby: 'neutral',
  deactivated: 'warning',
};
/** Sorted by status: the version in use first, then those that could be again, then the deactivated. */
const statusOrder: Record<LayoutTemplateStatus, number> = { in_use: 0, standby: 1, deactivated: 2 };

/** What "Deaktiver" on a version's row does: the card asks first. */
export const AskDeactivateTemplate = createContext<(version: Version) => void>(() => {});

const column = listColumnHelper<Version>();

/** Below `sm` a version's column count and date show under its number. */
export const layoutTemplateColumns = column.columns([
  primaryColumn<Version>({
    id: 'version',
    header: 'Version',
    sortValue: (item) => String(item.version),
    cell: (item) => <VersionCell item={item} />,
  }),
  column.accessor((item) => statusOrder[item.status], {
    id: 'status',
    header: 'Status',
    sortDescFirst: false,
    cell: ({ row: { original: item } }) => (
      <Badge tone={statusTone[item.status]}>{layoutTemplateStatusLabels[item.status]}</Badge>
    ),
  }),
  dateColumn<Version>({
    id: 'created',
    header: 'Gemt',
    value: (item) => item.created_at,
    showFrom: 'sm',
    withTime: true,
    sortDescFirst: true,
  }),
  optionalColumn<Version, string>({
    id: 'by',
    header: 'Af',
    value: (item) => item.created_by_email,
    format: String,
    meta: { showFrom: 'md', className: 'break-all' },
  }),
  column.accessor('column_count', {
    header: 'Kolonner',
    enableSorting: false,
    meta: { showFrom: 'sm', align: 'right', className: 'tabular-nums' },
    cell: ({ getValue }) => formatNumber(getValue()),
  }),
  actionsColumn<Version>((item) => <DeactivateButton item={item} />),
]);

function VersionCell({ item }: { item: Version }) {
  return (
    <>
      <span className="font-semibold">v{item.version}</span>
      {item.name ? <span className="block text-xs text-zinc-600">{item.name}</span> : null}
      <span className="block text-xs text-zinc-600 sm:hidden">
        {countNoun(item.column_count, ['kolonne', 'kolonner'])} · {formatDateTime(item.created_at)}
      </span>
      {item.source_session_id ? (
        <Link
          to="/admin/extraction-sessions/$id"
          params={{ id: item.source_session_id }}
          className="block text-xs text-brand-800 hover:underline"
        >
          Lært på udtrækningen
        </Link>
      ) : null}
    </>
  );
}

function DeactivateButton({ item }: { item: Version }) {
  const ask = useContext(AskDeactivateTemplate);
  if (item.status === 'deactivated') return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => ask(item)}
      aria-label={`Deaktiver skabelon v${item.version}`}
    >
      Deaktiver
    </Button>
  );
}
