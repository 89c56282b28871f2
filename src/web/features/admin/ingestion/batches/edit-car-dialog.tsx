import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { DialogClose } from '../../../../components/ui/dialog';
import type { ParseResult } from '../../form/form-issues';
import type { AdminFormApi } from '../../form/use-admin-form';
import { CarIdentityFields, OfferRowsField } from './car-fields';
import { type CarFormValues, carFromForm } from './edit-car-form';

/** The "Ret bil" values as the corrected car (keeping the specs the form does not show), for the form layer. */
export function parseCarForm(original: ExtractedCar, values: CarFormValues): ParseResult<ExtractedCar> {
  const result = carFromForm(original, values);
  if (result.car) return { data: result.car };
  return { issues: Object.entries(result.errors).map(([path, message]) => ({ path, message })) };
}

/** The dialog's footer: Annuller, and the form's submit button. */
export function CarDialogButtons({ form, submit }: { form: AdminFormApi<CarFormValues>; submit: string }) {
  return (
    <div className="flex justify-end gap-2 border-t border-zinc-100 pt-4">
      <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
        Annuller
      </DialogClose>
      <form.SubmitButton>{submit}</form.SubmitButton>
    </div>
  );
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
