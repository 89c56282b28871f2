import { BookmarkCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { BulkEditListings, BulkEditResult } from '../../../../domain/admin/bulk-edit-listings';
import { LISTING_STATUS_OPTIONS } from '../../../../domain/admin/listing-form-schema';
import { formatNumber } from '../../../../domain/format/format-danish';
import type { ListingStatus, StoredBodyType } from '../../../../domain/listings/vehicle-values';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { parseDanishNumber } from './listing-form-values';
import { bulkEditListings, listingQueries } from './listings-api';

const plural = (count: number) => (count === 1 ? '1 annonce' : `${formatNumber(count)} annoncer`);

/** "2 annoncer ændret · pris og biltype husket for 2 varianter" */
export function bulkEditDoneMessage(result: BulkEditResult): string {
  const changed = result.count === 0 ? 'Ingen annoncer ændret' : `${plural(result.count)} ændret`;
  const remembered =
    result.remembered === 0
      ? ''
      : ` · husket for ${result.remembered === 1 ? '1 variant' : `${formatNumber(result.remembered)} varianter`}`;
  return `${changed}${remembered}`;
}

/**
 * Bulk edit of the selected listings (ADR 033): body type, retail price and/or status in one action.
 * A field left at "Uændret" is not changed. A refused activation changes nothing and is listed here,
 * one line per listing with what it lacks, until the admin changes the edit or the selection.
 */
export function BulkEditDialog({
  open,
  onOpenChange,
  ids,
  bodyTypes,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ids: string[];
  bodyTypes: readonly SelectOption[];
  onDone: () => void;
}) {
  const [bodyType, setBodyType] = useState('');
  const [retailPrice, setRetailPrice] = useState('');
  const [status, setStatus] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const errorId = useId();
  const edit = useAdminMutation({
    kind: 'update',
    context: 'listing bulk edit',
    mutationFn: bulkEditListings,
    invalidate: [listingQueries.all],
    successMessage: bulkEditDoneMessage,
    onSuccess: () => onDone(),
  });

  // Each opening starts from "Uændret".
  useEffect(() => {
    if (open) {
      setBodyType('');
      setRetailPrice('');
      setStatus('');
      setFormError(null);
      edit.reset();
    }
  }, [open, edit.reset]);

  const refusal =
    edit.error instanceof ApiError && edit.error.code === 'LISTING_INCOMPLETE' ? edit.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = retailPrice.trim() === '' ? undefined : parseDanishNumber(retailPrice);
    if (price === null || (price !== undefined && (!Number.isInteger(price) || price < 1))) {
      setFormError('Skriv en vejledende pris i hele kroner, fx 329.995');
      return;
    }
    if (!bodyType && price === undefined && !status) {
      setFormError('Vælg mindst én ændring');
      return;
    }
    setFormError(null);
    const body: BulkEditListings = {
      ids,
      ...(bodyType ? { body_type: bodyType as StoredBodyType } : {}),
      ...(price === undefined ? {} : { retail_price: price }),
      ...(status ? { status: status as ListingStatus } : {}),
    };
    edit.mutate(body);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Rediger ${plural(ids.length)}`}
        description="Felter, der står på «Uændret», bliver ikke ændret."
        className="w-[min(32rem,calc(100vw-2rem))] rounded-2xl"
        footer={
          <>
            <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
              Annuller
            </DialogClose>
            <Button type="submit" form="bulk-edit-form" disabled={edit.isPending}>
              {edit.isPending ? 'Gemmer…' : `Gem for ${plural(ids.length)}`}
            </Button>
          </>
        }
      >
        <form id="bulk-edit-form" className="grid gap-4" onSubmit={submit} noValidate>
          <Field label="Biltype">
            {(props) => (
              <Select
                {...props}
                value={bodyType}
                placeholder="Uændret"
                options={bodyTypes}
                onChange={(event) => setBodyType(event.target.value)}
              />
            )}
          </Field>
          <Field label="Vejledende pris (kr.)" error={formError ?? undefined}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                autoComplete="off"
                placeholder="Uændret"
                value={retailPrice}
                onChange={(event) => setRetailPrice(event.target.value)}
              />
            )}
          </Field>
          <Field label="Status">
            {(props) => (
              <Select
                {...props}
                value={status}
                placeholder="Uændret"
                options={LISTING_STATUS_OPTIONS}
                onChange={(event) => setStatus(event.target.value)}
              />
            )}
          </Field>
          <p className="flex gap-2 rounded-xl bg-zinc-50 px-3 py-2 text-xs text-zinc-700">
            <BookmarkCheck aria-hidden="true" className="mt-px size-4 shrink-0 text-brand-700" />
            <span>
              Vejledende pris og biltype bliver husket for bilernes varianter, så næste import af samme
              variant får dem med.
            </span>
          </p>
          {refusal ? (
            <div
              id={errorId}
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
        </form>
      </DialogContent>
    </Dialog>
  );
}
