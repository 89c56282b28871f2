import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import type { ParseResult } from '../../form/form-issues';
import { useAdminForm } from '../../form/use-admin-form';
import type { TypedChange } from '../../shared/stale-version-notice';
import { batchQueries } from './batch-api';
import type { CarFormValues } from './edit-car-form';

type Options<TData> = {
  batchId: string;
  change: ImportChangeJson & { car: ExtractedCar };
  /** The form's values for the change's car, as first loaded and after "Genindlæs". */
  formFromCar: (car: ExtractedCar) => CarFormValues;
  parse: (loadedCar: ExtractedCar, values: CarFormValues) => ParseResult<TData>;
  /** Sends the checked data with the change's version it was edited from. */
  save: (data: TData, expectedVersion: number) => Promise<unknown>;
  typedChanges?: (typed: CarFormValues, loadedCar: ExtractedCar) => TypedChange[];
  onClose: () => void;
};

/**
 * The form of a dialog that saves one change's car ("Ret bil", "Del bil"), from the change's version
 * as loaded (ADR 037); it closes once saved. When another admin saved the change since, "Genindlæs"
 * fetches the batch again and shows the change's car as saved now.
 */
export function useChangeCarForm<TData>({
  batchId,
  change,
  formFromCar,
  parse,
  save,
  typedChanges,
  onClose,
}: Options<TData>) {
  const queryClient = useQueryClient();
  // The car as last loaded: the base for the specs the form does not show and for "Dine ændringer".
  const [loadedCar, setLoadedCar] = useState(change.car);
  const admin = useAdminForm({
    defaultValues: formFromCar(change.car),
    parse: (values) => parse(loadedCar, values),
    kind: 'save',
    version: change.version,
    submit: async (data, { version }) => {
      const result = await save(data, version ?? change.version);
      onClose();
      return result;
    },
    typedChanges: typedChanges && ((typed) => typedChanges(typed, loadedCar)),
    reload: async () => {
      await queryClient.invalidateQueries({ queryKey: batchQueries.all });
      const fresh = queryClient
        .getQueryData(batchQueries.detail(batchId).queryKey)
        ?.changes.find((candidate) => candidate.id === change.id);
      if (!fresh?.car) throw new Error('The change is no longer in the batch');
      setLoadedCar(fresh.car);
      return { values: formFromCar(fresh.car), version: fresh.version };
    },
    blockNavigation: false,
  });
  return { admin, loadedCar };
}
