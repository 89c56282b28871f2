import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LayoutTemplateVersionJson } from '../../../../domain/ingestion/layout-template-api';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { deactivateLayoutTemplate, layoutQueries } from '../ingestion/layout/layout-template-api';
import { ListTable } from '../list-kit/list-table';
import { useListTable } from '../list-kit/use-list-table';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { AskDeactivateTemplate, layoutTemplateColumns } from './layout-template-columns';

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
  const [sort, setSort] = useState<string>();
  const list = useListTable({
    listId: 'layout-templates',
    columns: layoutTemplateColumns,
    rows: versions.data?.items,
    getRowId: (item) => item.id,
    sort,
    onSortChange: setSort,
    sortOnServer: false,
  });
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
          <AskDeactivateTemplate value={setConfirm}>
            <ListTable
              list={list}
              caption={`Layoutskabeloner for ${sellerName}`}
              query={versions}
              messages={{
                loading: 'Henter skabeloner…',
                error: 'Skabelonerne kunne ikke hentes.',
                empty: 'Ingen skabeloner endnu. Åbn en udtrækning for sælgeren, og vælg «Lær layoutet».',
              }}
            />
          </AskDeactivateTemplate>
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
