import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { EditCarFields, parseCarForm } from './edit-car-dialog';
import { carFormFromCar, typedCarChanges } from './edit-car-form';
import { ReviewCarDialog } from './review-car-dialog';
import type { useBatchReview } from './use-batch-review';
import { useChangeCarForm } from './use-change-car-form';

type Props = {
  batchId: string;
  change: ImportChangeJson & { car: ExtractedCar };
  editCar: ReturnType<typeof useBatchReview>['editCar'];
  onClose: () => void;
};

/**
 * "Ret bil" for one change: corrects what the extractor read before the change is approved, saved from
 * the change's version as loaded. When another admin edited the change since (ADR 037), the form
 * layer's notice says who and when; "Genindlæs" shows the saved car and keeps what was typed listed.
 */
export function EditChangeDialog(props: Omit<Props, 'change'> & { change: ImportChangeJson }) {
  const { change } = props;
  if (!change.car) return null;
  return <EditChangeForm {...props} change={{ ...change, car: change.car }} />;
}

function EditChangeForm({ batchId, change, editCar, onClose }: Props) {
  const { admin } = useChangeCarForm({
    batchId,
    change,
    formFromCar: carFormFromCar,
    parse: parseCarForm,
    save: (car, expectedVersion) =>
      editCar.mutateAsync({ batchId, changeId: change.id, car, expectedVersion }),
    typedChanges: (typed, loadedCar) =>
      typedCarChanges(parseCarForm(loadedCar, typed).data ?? loadedCar, loadedCar),
    onClose,
  });
  return (
    <ReviewCarDialog
      title="Ret bil"
      description={
        change.origin === 'reader'
          ? 'Ret det, der er læst forkert fra prislisten. Rettelsen bruges, når ændringen anvendes, og en rettelse af mærke, model eller variant huskes til sælgerens næste prisliste.'
          : 'Rettelsen gemmes på ændringen og bruges, når den anvendes.'
      }
      admin={admin}
      onClose={onClose}
    >
      <EditCarFields form={admin.form} />
    </ReviewCarDialog>
  );
}
