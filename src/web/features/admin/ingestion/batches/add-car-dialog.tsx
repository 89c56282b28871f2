import { useAdminForm } from '../../form/use-admin-form';
import { CarIdentityFields, OfferRowsField } from './car-fields';
import { CarDialogButtons, ReviewCarDialog } from './review-car-dialog';
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
    <ReviewCarDialog
      title="Tilføj bil"
      description={`En bil fra prislisten, som ikke blev læst. Den sammenlignes med ${sellerName}s annoncer som de læste biler og godkendes som dem.`}
      admin={admin}
      onClose={onClose}
    >
      <CarIdentityFields form={admin.form} />
      <OfferRowsField form={admin.form} />
      <CarDialogButtons form={admin.form} submit="Tilføj bil" />
    </ReviewCarDialog>
  );
}
