import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { StaleVersionNotice } from '../../shared/stale-version-notice';
import { staleVersionMessageOf } from '../../shared/use-admin-mutation';
import { batchQueries } from './batch-api';
import { EditCarDialog } from './edit-car-dialog';
import { typedCarChanges } from './edit-car-form';
import type { StaleReviewNotice, useBatchReview } from './use-batch-review';

/**
 * "Ret bil" for one change, saved from the change's version as loaded. When another admin edited the
 * change since (ADR 037), the dialog says who and when; "Genindlæs" shows the saved car in the form and
 * keeps what this admin typed listed above it.
 */
export function EditChangeDialog({
  batchId,
  change,
  editCar,
  onClose,
}: {
  batchId: string;
  change: ImportChangeJson;
  editCar: ReturnType<typeof useBatchReview>['editCar'];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(change);
  const [stale, setStale] = useState<StaleReviewNotice | null>(null);
  if (!current.car) return null;
  const loadedCar = current.car;

  const reload = async () => {
    if (!stale) return;
    setStale({ ...stale, reloading: true });
    await queryClient.invalidateQueries({ queryKey: batchQueries.all });
    const fresh = queryClient
      .getQueryData(batchQueries.detail(batchId).queryKey)
      ?.changes.find((candidate) => candidate.id === current.id);
    if (fresh) setCurrent(fresh);
    setStale({ ...stale, reloading: false, reloaded: true });
  };

  return (
    <EditCarDialog
      car={loadedCar}
      formKey={current.version}
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      saving={editCar.isPending}
      notice={
        stale ? (
          <StaleVersionNotice
            message={stale.message}
            reloaded={stale.reloaded}
            reloading={stale.reloading}
            changes={stale.changes}
            onReload={reload}
            onDismiss={() => setStale(null)}
          />
        ) : null
      }
      onSave={(car) =>
        editCar.mutate(
          { batchId, changeId: current.id, car, expectedVersion: current.version },
          {
            onSuccess: onClose,
            onError: (error) => {
              const message = staleVersionMessageOf(error);
              if (message === null) return;
              const changes = typedCarChanges(car, loadedCar);
              setStale({ message, changes, reloaded: false, reloading: false });
            },
          },
        )
      }
    />
  );
}
