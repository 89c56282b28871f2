import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import type { ParseResult } from '../../form/form-issues';
import type { AdminFormApi } from '../../form/use-admin-form';
import { CarIdentityFields, OfferRowsField } from './car-fields';
import { type CarFormValues, carFromForm } from './edit-car-form';
import { CarDialogButtons } from './review-car-dialog';

/** The "Ret bil" values as the corrected car (keeping the specs the form does not show), for the form layer. */
export function parseCarForm(original: ExtractedCar, values: CarFormValues): ParseResult<ExtractedCar> {
  const result = carFromForm(original, values);
  if (result.car) return { data: result.car };
  return { issues: Object.entries(result.errors).map(([path, message]) => ({ path, message })) };
}

/** "Ret bil"'s fields: what the extractor read, with its offers as rows. */
export function EditCarFields({ form }: { form: AdminFormApi<CarFormValues> }) {
  return (
    <>
      <CarIdentityFields form={form} />
      <OfferRowsField form={form} />
      <CarDialogButtons form={form} submit="Gem rettelser" />
    </>
  );
}
