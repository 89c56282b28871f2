import { Link } from '@tanstack/react-router';
import type {
  FunnelCounts,
  ListingFunnel,
  SellerFunnel,
} from '../../../../domain/analytics/analytics-report';
import { formatNumber } from '../../../../domain/format/format-danish';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { formatRate } from './analytics-labels';

function FunnelHead({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <AdminTh>{first}</AdminTh>
        <AdminTh className="text-right">Visninger</AdminTh>
        <AdminTh className="text-right">Klik</AdminTh>
        <AdminTh className="text-right">Klikrate</AdminTh>
        <AdminTh className="text-right">Til forhandler</AdminTh>
        <AdminTh className="text-right">Andel af klik</AdminTh>
      </tr>
    </thead>
  );
}

function FunnelCells({ row }: { row: FunnelCounts }) {
  return (
    <>
      <AdminTd className="text-right tabular-nums">{formatNumber(row.views)}</AdminTd>
      <AdminTd className="text-right tabular-nums">{formatNumber(row.clicks)}</AdminTd>
      <AdminTd className="text-right tabular-nums">{formatRate(row.clickRate)}</AdminTd>
      <AdminTd className="text-right tabular-nums">{formatNumber(row.outbound)}</AdminTd>
      <AdminTd className="text-right tabular-nums">{formatRate(row.outboundRate)}</AdminTd>
    </>
  );
}

export function ListingFunnelTable({ rows }: { rows: readonly ListingFunnel[] }) {
  return (
    <AdminTable caption="Visninger, klik og besøg hos forhandleren pr. bil">
      <FunnelHead first="Bil" />
      <tbody>
        {rows.length === 0 ? (
          <AdminTableMessage colSpan={6}>Ingen visninger i perioden.</AdminTableMessage>
        ) : null}
        {rows.map((row) => (
          <tr key={row.listingId}>
            <AdminTd>
              {row.title ? (
                <Link
                  to="/admin/listings/edit/$id"
                  params={{ id: row.listingId }}
                  className="font-medium text-brand-800 underline-offset-2 hover:underline"
                >
                  {row.title}
                </Link>
              ) : (
                <span className="text-zinc-600">Slettet annonce</span>
              )}
              {row.sellerName ? <span className="block text-xs text-zinc-600">{row.sellerName}</span> : null}
            </AdminTd>
            <FunnelCells row={row} />
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

export function SellerFunnelTable({ rows }: { rows: readonly SellerFunnel[] }) {
  return (
    <AdminTable caption="Visninger, klik og besøg hos forhandleren pr. sælger">
      <FunnelHead first="Sælger" />
      <tbody>
        {rows.length === 0 ? (
          <AdminTableMessage colSpan={6}>Ingen visninger i perioden.</AdminTableMessage>
        ) : null}
        {rows.map((row) => (
          <tr key={row.sellerId}>
            <AdminTd className="font-medium">{row.name ?? 'Ukendt sælger'}</AdminTd>
            <FunnelCells row={row} />
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
