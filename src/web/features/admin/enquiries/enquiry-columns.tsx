import { Link } from '@tanstack/react-router';
import type { EnquiryInboxRow } from '../../../../domain/admin/enquiry-inbox-types';
import { formatMonthly } from '../../../../domain/format/format-danish';
import { dateColumn, primaryColumn } from '../list-kit/common-columns';
import { listColumnHelper } from '../list-kit/list-features';
import { EnquiryDeliveryBadge, EnquiryStatusBadge } from './enquiry-badges';

const column = listColumnHelper<EnquiryInboxRow>();

/** Columns of /admin/henvendelser, newest first (the server's order; no column sorts). */
export const enquiryColumns = column.columns([
  primaryColumn<EnquiryInboxRow>({
    id: 'visitor',
    header: 'Henvendelse',
    cell: (row) => (
      <>
        <Link
          to="/admin/henvendelser/$id"
          params={{ id: row.id }}
          className="font-semibold text-brand-800 hover:underline"
        >
          {row.name}
        </Link>
        <span className="block text-xs text-zinc-600">{row.email}</span>
      </>
    ),
  }),
  dateColumn<EnquiryInboxRow>({
    id: 'created',
    header: 'Modtaget',
    value: (row) => row.createdAt,
    withTime: true,
  }),
  column.display({
    id: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <EnquiryStatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'offer',
    header: 'Tilbud',
    enableSorting: false,
    meta: { showFrom: 'md' },
    cell: ({ row }) => (
      <>
        <span className="block">{row.original.car}</span>
        <span className="block text-xs text-zinc-600 tabular-nums">
          {formatMonthly(row.original.monthlyPrice)}
        </span>
      </>
    ),
  }),
  column.display({
    id: 'seller',
    header: 'Sælger',
    enableSorting: false,
    meta: { showFrom: 'lg' },
    cell: ({ row }) => row.original.sellerName,
  }),
  column.display({
    id: 'delivery',
    header: 'Levering',
    enableSorting: false,
    meta: { showFrom: 'sm' },
    cell: ({ row }) => <EnquiryDeliveryBadge state={row.original.deliveryState} />,
  }),
]);
