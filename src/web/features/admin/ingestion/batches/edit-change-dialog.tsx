import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { Dialog, DialogContent } from '../../../../components/ui/dialog';
import { AdminForm } from '../../form/admin-form';
import { useAdminForm } from '../../form/use-admin-form';
import { batchQueries } from './batch-api';
import { EditCarFields, parseCarForm } from './edit-car-dialog';
import { carFormFromCar, typedCarChanges } from './edit-car-form';
import type { useBatchReview } from './use-batch-review';

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
  const queryClient = useQueryClient();
  // The car as last loaded: the base for the specs the form does not show and for "Dine ændringer".
  const [loadedCar, setLoadedCar] = useState(change.car);
  const admin = useAdminForm({
    defaultValues: carFormFromCar(change.car),
    parse: (values) => parseCarForm(loadedCar, values),
    kind: 'save',
    version: change.version,
    submit: async (car, { version }) => {
      const result = await editCar.mutateAsync({
        batchId,
        changeId: change.id,
        car,
        expectedVersion: version ?? change.version,
      });
      onClose();
      return result;
    },
    typedChanges: (typed) => typedCarChanges(parseCarForm(loadedCar, typed).data ?? loadedCar, loadedCar),
    reload: async () => {
      await queryClient.invalidateQueries({ queryKey: batchQueries.all });
      const fresh = queryClient
        .getQueryData(batchQueries.detail(batchId).queryKey)
        ?.changes.find((candidate) => candidate.id === change.id);
      if (!fresh?.car) throw new Error('The change is no longer in the batch');
      setLoadedCar(fresh.car);
      return { values: carFormFromCar(fresh.car), version: fresh.version };
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
        title="Ret bil"
        description={
          change.origin === 'reader'
            ? 'Ret det, der er læst forkert fra prislisten. Rettelsen bruges, når ændringen anvendes, og en rettelse af mærke, model eller variant huskes til sælgerens næste prisliste.'
            : 'Rettelsen gemmes på ændringen og bruges, når den anvendes.'
        }
        className="w-[min(44rem,calc(100vw-2rem))] max-h-[90dvh] max-w-none rounded-2xl"
      >
        <AdminForm handle={admin} className="space-y-5">
          <EditCarFields form={admin.form} />
        </AdminForm>
      </DialogContent>
    </Dialog>
  );
}
