import { useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, Download } from 'lucide-react';
import { z } from 'zod/mini';
import type { ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { Button } from '../../../../components/ui/button';
import { notify } from '../../../../components/ui/toast';
import { AdminForm } from '../../form/admin-form';
import { parseWithSchema } from '../../form/form-issues';
import { useAdminForm } from '../../form/use-admin-form';
import { isFormRefusal, refusalAt } from '../shared/form-refusal';
import { createToyotaBatch, downloadParseResult } from './toyota-api';
import { defaultToyotaSeller } from './toyota-text';

const sellerChoiceSchema = z.object({ seller_id: z.uuid({ error: 'Vælg en sælger' }) });

type SellerItem = { id: string; name: string; make_name: string | null };

/** The review to make: the seller (the one Toyota dealer preselected) and 'Opret gennemgang'. */
export function CreateReviewForm({
  result,
  file,
  sellers,
  sellersFailed,
}: {
  result: ToyotaParseResponse;
  file: File;
  sellers: SellerItem[] | undefined;
  sellersFailed: boolean;
}) {
  const navigate = useNavigate();
  const admin = useAdminForm({
    defaultValues: { seller_id: defaultToyotaSeller(sellers ?? []) },
    parse: (values: { seller_id: string }) => parseWithSchema(sellerChoiceSchema, values),
    kind: 'create',
    submitVerb: 'continue',
    submit: async ({ seller_id }) => {
      try {
        const created = await createToyotaBatch({ sellerId: seller_id, file });
        notify.success('Gennemgangen er oprettet');
        await navigate({
          to: '/admin/batches/$batchId/review',
          params: { batchId: created.batch_id },
          search: { type: undefined, status: undefined },
        });
      } catch (error) {
        console.error('Mutation failed', { context: 'toyota batch', kind: 'create', error });
        throw isFormRefusal(error) ? refusalAt(error, '') : error;
      }
    },
    blockNavigation: false,
  });
  const sellerOptions = (sellers ?? []).map((seller) => ({
    value: seller.id,
    label: seller.make_name ? `${seller.name} (${seller.make_name})` : seller.name,
  }));

  return (
    <AdminForm
      handle={admin}
      className="mb-6 space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80"
    >
      <div className="flex flex-wrap items-end gap-3">
        <admin.form.AppField name="seller_id">
          {(field) => (
            <field.SelectField
              label="Sælger"
              className="min-w-64"
              placeholder={sellers ? 'Vælg sælger' : 'Henter sælgere…'}
              options={sellerOptions}
            />
          )}
        </admin.form.AppField>
        <admin.form.SubmitButton pendingLabel="Opretter …" disabled={result.variants.length === 0}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Opret gennemgang
        </admin.form.SubmitButton>
        <Button variant="secondary" onClick={() => downloadParseResult(result)}>
          <Download aria-hidden="true" className="size-4" />
          Download JSON
        </Button>
      </div>
      <p className="text-sm text-zinc-600">
        Gennemgangen sammenligner prislisten med sælgerens annoncer. Intet ændres, før du godkender og
        anvender ændringerne.
      </p>
      {sellersFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Der opstod en fejl ved hentning af data
        </p>
      ) : null}
    </AdminForm>
  );
}
