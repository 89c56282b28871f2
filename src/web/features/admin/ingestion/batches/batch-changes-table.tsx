import { formatNumber } from '../../../../../domain/format/format-danish';
import {
  changeStatusLabels,
  changeTypeLabels,
  type ImportChangeJson,
} from '../../../../../domain/ingestion/ingestion-api';
import { listColumnHelper } from '../../list-kit/list-features';
import { ListTable } from '../../list-kit/list-table';
import { useListTable } from '../../list-kit/use-list-table';

const carName = (change: ImportChangeJson) =>
  change.car
    ? [change.car.make, change.car.model, change.car.variant].filter(Boolean).join(' ')
    : (change.listing_label ?? '–');

const column = listColumnHelper<ImportChangeJson>();
const columns = column.columns([
  column.accessor(carName, {
    id: 'car',
    header: 'Bil',
    enableHiding: false,
    meta: { className: 'font-medium text-zinc-950' },
  }),
  column.accessor((change) => changeTypeLabels[change.type], {
    id: 'type',
    header: 'Type',
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor((change) => changeStatusLabels[change.status], {
    id: 'status',
    header: 'Status',
    meta: { className: 'whitespace-nowrap' },
  }),
  column.accessor('summary', { header: 'Ændring', meta: { showFrom: 'md', className: 'text-zinc-700' } }),
  column.accessor((change) => change.car?.offers.length ?? null, {
    id: 'offers',
    header: 'Tilbud',
    meta: { showFrom: 'lg', align: 'right', className: 'tabular-nums' },
    cell: ({ getValue }) => {
      const offers = getValue();
      return offers === null ? '–' : formatNumber(offers);
    },
  }),
  column.accessor((change) => change.warnings.length, {
    id: 'warnings',
    header: 'Advarsler',
    meta: { showFrom: 'sm', align: 'right', className: 'tabular-nums' },
    cell: ({ getValue }) => {
      const count = getValue();
      return count === 0 ? '–' : <span className="font-semibold text-amber-800">{formatNumber(count)}</span>;
    },
  }),
]);

/** The batch's changes as one compact row each, beside the cards (decisions are made on the cards). */
export function BatchChangesTable({ changes }: { changes: readonly ImportChangeJson[] }) {
  const list = useListTable({
    listId: 'batch-changes',
    columns,
    rows: changes,
    getRowId: (change) => change.id,
  });
  return (
    <ListTable list={list} caption="Ændringer" messages={{ empty: 'Ingen ændringer matcher filtrene.' }} />
  );
}
