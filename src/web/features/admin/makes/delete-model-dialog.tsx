import { useContext } from 'react';
import {
  type CatalogMakeJson,
  type CatalogModelJson,
  modelInUseText,
} from '../../../../domain/catalog/make-model-schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { OpenMakeDialog } from './make-actions';
import { deleteModel, makeQueries } from './make-api';
import { dialogCloseClass } from './make-dialog-parts';

/**
 * Deleting a model (issue 25). One no listing uses is deleted after a confirmation, its aliases with
 * it. One with listings cannot be: the dialog says why and offers the merge, which moves its listings
 * and keeps its name as an alias. The server decides again (a listing may arrive meanwhile) and its
 * refusal stays in the dialog.
 */
export function DeleteModelDialog({
  make,
  model,
  onClose,
}: {
  make: CatalogMakeJson;
  model: CatalogModelJson;
  onClose: () => void;
}) {
  const openDialog = useContext(OpenMakeDialog);
  const full = `${make.name} ${model.name}`;
  const mutation = useAdminMutation({
    kind: 'delete',
    context: 'model delete',
    mutationFn: deleteModel,
    invalidate: [makeQueries.all],
    successMessage: (deleted) => `Modellen ${deleted.name} er slettet`,
    onSuccess: onClose,
  });
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };

  if (model.listing_count > 0) {
    return (
      <Dialog open onOpenChange={onOpenChange}>
        <DialogContent
          title={`${full} kan ikke slettes`}
          description={modelInUseText(model.listing_count)}
          className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl"
          footer={
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose className={dialogCloseClass}>Luk</DialogClose>
              <Button variant="secondary" onClick={() => openDialog({ kind: 'merge-model', make, model })}>
                Læg sammen med en anden model
              </Button>
            </div>
          }
        />
      </Dialog>
    );
  }

  const refusal =
    mutation.error instanceof ApiError && mutation.error.code === 'MODEL_HAS_LISTINGS'
      ? mutation.error.message
      : null;
  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={`Slet modellen ${full}?`}
      description={
        <>
          Ingen annoncer bruger modellen. Den slettes
          {model.aliases.length > 0 ? ` med sine aliaser (${model.aliases.join(', ')})` : ''}, og det kan ikke
          fortrydes; loggen gemmer, hvad den hed.
          {refusal ? (
            <span role="alert" className="mt-3 block rounded-xl bg-red-50 px-3 py-2 font-medium text-red-800">
              {refusal}
            </span>
          ) : null}
        </>
      }
      confirmLabel={mutation.isPending ? 'Sletter…' : 'Slet model'}
      busy={mutation.isPending}
      onConfirm={() => mutation.mutate(model.id)}
    />
  );
}
