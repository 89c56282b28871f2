import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNumber } from '../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import {
  type LayoutTemplateStatus,
  type LayoutTemplateVersionJson,
  layoutTemplateStatusLabels,
} from '../../../../domain/ingestion/layout-template-api';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { deactivateLayoutTemplate, layoutQueries } from '../ingestion/layout/layout-template-api';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';

const statusTone: Record<LayoutTemplateStatus, BadgeTone> = {
  in_use: 'success',
  standby: 'neutral',
  deactivated: 'warning',
};

/**
 * The seller's taught price-list layouts (ADR 032): every version with when and by whom, the newest
 * active one marked as in use; deactivating it puts the previous active version back in use.
 */
export function LayoutTemplatesCard({ sellerId, sellerName }: { sellerId: string; sellerName: string }) {
  const versions = useQuery(layoutQueries.versions(sellerId));
  const [confirm, setConfirm] = useState<LayoutTemplateVersionJson | null>(null);
  const deactivate = useAdminMutation({
    kind: 'update',
    context: 'layout template deactivate',
    mutationFn: deactivateLayoutTemplate,
    invalidate: [layoutQueries.all],
    successMessage: (row) => `Skabelon v${row.version} er deaktiveret`,
    onSuccess: () => setConfirm(null),
  });
  const items = versions.data?.items ?? [];
  const fallback = confirm
    ? items.find((item) => item.status !== 'deactivated' && item.id !== confirm.id)
    : undefined;

  return (
    <section aria-labelledby="layout-templates" className="mt-6">
      <Card>
        <CardHeader>
          <h2 id="layout-templates" className="font-semibold">
            Layoutskabeloner
          </h2>
          <p className="text-sm text-zinc-600">
            Lært på en udtrækning med «Lær layoutet». Sælgerens prislister læses først med den aktive
            skabelon; passer den ikke, med den generelle læser.
          </p>
        </CardHeader>
        <CardBody>
          <AdminTable caption={`Layoutskabeloner for ${sellerName}`}>
            <thead>
              <tr>
                <AdminTh>Version</AdminTh>
                <AdminTh>Status</AdminTh>
                <AdminTh className="hidden sm:table-cell">Gemt</AdminTh>
                <AdminTh className="hidden md:table-cell">Af</AdminTh>
                <AdminTh className="hidden text-right sm:table-cell">Kolonner</AdminTh>
                <AdminTh>
                  <span className="sr-only">Handlinger</span>
                </AdminTh>
              </tr>
            </thead>
            <tbody>
              {versions.isPending ? (
                <AdminTableMessage colSpan={6}>Henter skabeloner…</AdminTableMessage>
              ) : versions.isError ? (
                <AdminTableMessage colSpan={6}>Skabelonerne kunne ikke hentes.</AdminTableMessage>
              ) : items.length === 0 ? (
                <AdminTableMessage colSpan={6}>
                  Ingen skabeloner endnu. Åbn en udtrækning for sælgeren, og vælg «Lær layoutet».
                </AdminTableMessage>
              ) : (
                items.map((item) => (
                  <tr key={item.id}>
                    <AdminTd>
                      <span className="font-semibold">v{item.version}</span>
                      {item.name ? <span className="block text-xs text-zinc-600">{item.name}</span> : null}
                      <span className="block text-xs text-zinc-600 sm:hidden">
                        {formatNumber(item.column_count)} kolonner · {formatDateTime(item.created_at)}
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
                    </AdminTd>
                    <AdminTd>
                      <Badge tone={statusTone[item.status]}>{layoutTemplateStatusLabels[item.status]}</Badge>
                    </AdminTd>
                    <AdminTd className="hidden sm:table-cell">{formatDateTime(item.created_at)}</AdminTd>
                    <AdminTd className="hidden break-all md:table-cell">
                      {item.created_by_email ?? '–'}
                    </AdminTd>
                    <AdminTd className="hidden text-right tabular-nums sm:table-cell">
                      {formatNumber(item.column_count)}
                    </AdminTd>
                    <AdminTd className="text-right">
                      {item.status !== 'deactivated' ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setConfirm(item)}
                          aria-label={`Deaktiver skabelon v${item.version}`}
                        >
                          Deaktiver
                        </Button>
                      ) : null}
                    </AdminTd>
                  </tr>
                ))
              )}
            </tbody>
          </AdminTable>
        </CardBody>
      </Card>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => {
          if (!open) setConfirm(null);
        }}
        title={`Deaktiver skabelon v${confirm?.version ?? ''}?`}
        description={
          confirm?.status !== 'in_use'
            ? 'Versionen bruges ikke nu og kan ikke tages i brug igen.'
            : fallback
              ? `Sælgerens næste prislister læses med v${fallback.version} i stedet.`
              : 'Sælgerens næste prislister læses med den generelle læser.'
        }
        confirmLabel="Ja, deaktiver"
        busy={deactivate.isPending}
        onConfirm={() => confirm && deactivate.mutate({ sellerId, id: confirm.id })}
      />
    </section>
  );
}
