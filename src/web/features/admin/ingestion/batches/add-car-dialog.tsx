import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { AdminForm } from '../../form/admin-form';
import { useAdminForm } from '../../form/use-admin-form';
import { CarIdentityFields, OfferRowsField } from './car-fields';
import { CarDialogButtons } from './edit-car-dialog';
import { emptyAddForm, parseAddForm } from './review-car-forms';
import type { useBatchReview } from './use-batch-review';

/**
 * "Tilføj bil" (issue 25): a car the price list has but the reader missed — its make, model (one of the
 * catalogue's or a new one), variant, horsepower, fuel and gearbox, and its offers row by row. The
 * server proposes it through matching like a read car (an update of a listing it matches, else new).
 */
export function AddCarDialog({
  batchId,
  sellerName,
  addCar,
  onClose,
}: {
  batchId: string;
  sellerName: string;
  addCar: ReturnType<typeof useBatchReview>['addCar'];
  onClose: () => void;
}) {
  const admin = useAdminForm({
    defaultValues: emptyAddForm(),
    parse: parseAddForm,
    kind: 'create',
    submit: async (car) => {
      const result = await addCar.mutateAsync({ batchId, car });
      onClose();
      return result;
    },
    blockNavigation: false,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        title="Tilføj bil"
        description={`En bil fra prislisten, som ikke blev læst. Den sammenlignes med ${sellerName}s annoncer som de læste biler og godkendes som dem.`}
        className="w-[min(44rem,calc(100vw-2rem))] max-h-[90dvh] max-w-none rounded-2xl"
      >
        <AdminForm handle={admin} className="space-y-5">
          <CarIdentityFields form={admin.form} />
          <OfferRowsField form={admin.form} />
          <CarDialogButtons form={admin.form} submit="Tilføj bil" />
        </AdminForm>
      </DialogContent>
    </Dialog>
  );
}
