import { formatKr, formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import type { ToyotaVariantJson } from '../../../../../domain/ingestion/ingestion-api';
import { Badge } from '../../../../components/ui/badge';
import { optionalColumn, primaryColumn } from '../../list-kit/common-columns';
import { listColumnHelper } from '../../list-kit/list-features';
import { drivelineText } from './toyota-text';

/** A variant of the parsed list; duplicates share an id, so `key` adds the occurrence ("#2"). */
export type ToyotaVariantRow = ToyotaVariantJson & { key: string };

const column = listColumnHelper<ToyotaVariantRow>();

/** Below `md` the engine shows under the trim instead of in its column. */
export const toyotaVariantColumns = column.columns([
  primaryColumn<ToyotaVariantRow>({
    id: 'model',
    header: 'Model',
    sortValue: (variant) => variant.model,
    cell: (variant) => <span className="font-medium">{variant.model}</span>,
  }),
  column.accessor('trim', {
    header: 'Udstyr',
    cell: ({ row: { original: variant } }) => (
      <>
        {variant.trim}
        {variant.duplicate ? (
          <Badge tone="warning" className="ml-2">
            Dublet
          </Badge>
        ) : null}
        <span className="block text-xs text-zinc-600 md:hidden">{variant.engine_specification}</span>
      </>
    ),
  }),
  column.accessor('engine_specification', { header: 'Motor', meta: { showFrom: 'md' } }),
  optionalColumn<ToyotaVariantRow, number>({
    id: 'horsepower',
    header: 'Hk',
    value: (variant) => variant.horsepower,
    format: formatNumber,
    meta: { align: 'right', className: 'numeric' },
  }),
  column.accessor(drivelineText, { id: 'driveline', header: 'Drivlinje', meta: { showFrom: 'sm' } }),
  column.accessor('monthly_price', {
    header: 'Månedlig ydelse',
    sortDescFirst: false,
    meta: { align: 'right', className: 'numeric whitespace-nowrap' },
    cell: ({ getValue }) => formatMonthly(getValue()),
  }),
  column.accessor('first_payment', {
    header: 'Førstegangsydelse',
    sortDescFirst: false,
    meta: { showFrom: 'lg', align: 'right', className: 'numeric whitespace-nowrap' },
    cell: ({ getValue }) => formatKr(getValue()),
  }),
  optionalColumn<ToyotaVariantRow, number>({
    id: 'total_cost',
    header: 'Samlet pris',
    value: (variant) => variant.total_cost,
    format: formatKr,
    meta: { showFrom: 'lg', align: 'right', className: 'numeric whitespace-nowrap' },
  }),
]);
