import { useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { BookmarkCheck } from 'lucide-react';
import { useId, useState } from 'react';
import {
  type BulkEditListingsBody,
  type BulkEditResult,
  bulkEditListingsSchema,
} from '../../../../domain/admin/bulk-edit-listings';
import { bulkActionDoneText } from '../../../../domain/admin/listing-bulk-actions';
import type { ListingSelection } from '../../../../domain/admin/listing-selection';
import { countNoun } from '../../../../domain/format/count-noun';
import { LISTING_STATUS_OPTIONS } from '../../../../domain/listings/listing-status-labels';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import type { SelectOption } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { AdminForm } from '../form/admin-form';
import { type ParseResult, parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { listingCount } from './listing-bulk-text';
import { parseDanishNumber } from './listing-form-values';
import { bulkEditListings, listingQueries, refetchWhenSelectionChanged } from './listings-api';

/** "2 annoncer ændret · pris og biltype husket for 2 varianter" */
export function bulkEditDoneMessage(result: BulkEditResult): string {
  const changed =
    result.count === 0 ? 'Ingen annoncer ændret' : bulkActionDoneText('bulk_edit', result.count);
  const remembered =
    result.remembered === 0 ? '' : ` · husket for ${countNoun(result.remembered, ['variant', 'varianter'])}`;
  return `${changed}${remembered}`;
}

type BulkEditFormValues = { body_type: string; retail_price: string; status: string };

/** The dialog's choices as the server's bulk edit; "Uændret" (empty) leaves a field out. */
function parseBulkEdit(
  selection: ListingSelection,
  values: BulkEditFormValues,
): ParseResult<BulkEditListingsBody> {
  const price = values.retail_price.trim() === '' ? undefined : parseDanishNumber(values.retail_price);
  if (price === null) {
    return {
      issues: [{ path: 'retail_price', message: 'Skriv en vejledende pris i hele kroner, fx 329.995' }],
    };
  }
  const parsed = parseWithSchema(bulkEditListingsSchema, {
    ...selection,
    ...(values.body_type ? { body_type: values.body_type } : {}),
    ...(price === undefined ? {} : { retail_price: price }),
    ...(values.status ? { status: values.status } : {}),
  });
  if (parsed.issues) return parsed;
  const { ids: _ids, filter: _filter, expected_count: _count, ...edit } = parsed.data;
  return { data: { ...edit, ...selection } };
}

/**
 * Bulk edit of the selected listings (ADR 033): body type, retail price and/or status in one action.
 * A field left at "Uændret" is not changed. A refused activation changes nothing and is listed here,
 * one line per listing with what it lacks, until the admin sends the edit again. Each opening starts
 * from "Uændret" (the form lives only while the dialog is open).
 */
export function BulkEditDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ticked listings, or every listing matching the list's filter (issue 25). */
  selection: ListingSelection;
  /** How many listings the selection holds, as the title and the button say. */
  count: number;
  bodyTypes: readonly SelectOption[];
  onDone: () => void;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <BulkEditForm {...props} /> : null}
    </Dialog>
  );
}

function BulkEditForm({
  selection,
  count,
  bodyTypes,
  onDone,
}: {
  selection: ListingSelection;
  count: number;
  bodyTypes: readonly SelectOption[];
  onDone: () => void;
}) {
  const formId = useId();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const edit = useAdminMutation({
    kind: 'update',
    context: 'listing bulk edit',
    mutationFn: (body: BulkEditListingsBody) =>
      bulkEditListings(body).catch(refetchWhenSelectionChanged(queryClient)),
    invalidate: [listingQueries.all],
    successMessage: bulkEditDoneMessage,
    onSuccess: () => onDone(),
  });
  const admin = useAdminForm({
    defaultValues: { body_type: '', retail_price: '', status: '' } as BulkEditFormValues,
    parse: (values) => parseBulkEdit(selection, values),
    kind: 'update',
    submit: async (body) => {
      setRefusal(null);
      try {
        return await edit.mutateAsync(body);
      } catch (error) {
        // One line per refused listing, not a field's error: shown as the list below.
        if (!(error instanceof ApiError && error.code === 'LISTING_INCOMPLETE')) throw error;
        setRefusal(error);
        return null;
      }
    },
    blockNavigation: false,
  });
  const { form } = admin;
  const saving = useStore(form.store, (state) => state.isSubmitting);

  return (
    <DialogContent
      title={`Rediger ${listingCount(count)}`}
      description={`${selection.filter ? `Alle ${listingCount(count)}, der matcher filteret. ` : ''}Felter, der står på «Uændret», bliver ikke ændret.`}
      className="w-[min(32rem,calc(100vw-2rem))] rounded-2xl"
      footer={
        <>
          <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
            Annuller
          </DialogClose>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Gemmer…' : `Gem for ${listingCount(count)}`}
          </Button>
        </>
      }
    >
      <AdminForm handle={admin} id={formId} className="grid gap-4">
        <form.AppField name="body_type">
          {(field) => <field.SelectField label="Biltype" placeholder="Uændret" options={bodyTypes} />}
        </form.AppField>
        <form.AppField name="retail_price">
          {(field) => (
            <field.TextField
              label="Vejledende pris (kr.)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="Uændret"
            />
          )}
        </form.AppField>
        <form.AppField name="status">
          {(field) => (
            <field.SelectField label="Status" placeholder="Uændret" options={LISTING_STATUS_OPTIONS} />
          )}
        </form.AppField>
        <p className="flex gap-2 rounded-xl bg-zinc-50 px-3 py-2 text-xs text-zinc-700">
          <BookmarkCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-brand-700" />
          <span>
            Vejledende pris og biltype bliver husket for bilernes varianter, så næste import af samme variant
            får dem med.
          </span>
        </p>
        {refusal ? (
          <div
            role="alert"
            className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200 ring-inset"
          >
            <p className="font-semibold">
              Intet blev ændret.{' '}
              {refusal.issues.length === 1 ? 'Én annonce' : `${refusal.issues.length} annoncer`} kan ikke
              aktiveres:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {refusal.issues.map((issue) => (
                <li key={issue.message}>{issue.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </AdminForm>
    </DialogContent>
  );
}
