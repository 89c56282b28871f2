import { Plus, Trash2 } from 'lucide-react';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import { storedFuelTypes } from '../../../../../domain/listings/vehicle-values';
import { Button } from '../../../../components/ui/button';
import { DialogClose } from '../../../../components/ui/dialog';
import type { ParseResult } from '../../form/form-issues';
import type { AdminFormApi } from '../../form/use-admin-form';
import { type CarFormValues, carFromForm, newOfferRow, type OfferField } from './edit-car-form';

const offerColumns: { field: OfferField; label: string }[] = [
  { field: 'monthly_price', label: 'Kr./md.' },
  { field: 'mileage_per_year', label: 'Km/år' },
  { field: 'period_months', label: 'Mdr.' },
  { field: 'first_payment', label: 'Udbetaling (kr.)' },
];

/** The "Ret bil" values as the corrected car (keeping the specs the form does not show), for the form layer. */
export function parseCarForm(original: ExtractedCar, values: CarFormValues): ParseResult<ExtractedCar> {
  const result = carFromForm(original, values);
  if (result.car) return { data: result.car };
  return { issues: Object.entries(result.errors).map(([path, message]) => ({ path, message })) };
}

/** "Ret bil"'s fields: what the extractor read, with its offers as rows. */
export function EditCarFields({ form }: { form: AdminFormApi<CarFormValues> }) {
  const text = (name: 'make' | 'model' | 'variant' | 'horsepower', label: string, inputMode?: 'numeric') => (
    <form.AppField name={name}>
      {(field) => <field.TextField label={label} inputMode={inputMode} />}
    </form.AppField>
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('make', 'Mærke')}
        {text('model', 'Model')}
        <div className="sm:col-span-2">{text('variant', 'Variant')}</div>
        {text('horsepower', 'Hestekræfter (hk)', 'numeric')}
        <form.AppField name="fuel_type">
          {(field) => (
            <field.SelectField
              label="Drivmiddel"
              placeholder="Ukendt"
              options={storedFuelTypes.map((fuel) => ({ value: fuel, label: STORED_FUEL_LABELS[fuel] }))}
            />
          )}
        </form.AppField>
        <form.AppField name="transmission">
          {(field) => (
            <field.SelectField
              label="Gear"
              placeholder="Ukendt"
              options={[
                { value: 'Automatic', label: 'Automatisk' },
                { value: 'Manual', label: 'Manuel' },
              ]}
            />
          )}
        </form.AppField>
      </div>

      <form.AppField name="offers" mode="array">
        {(offers) => (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-zinc-900">Tilbud</legend>
            <div className="mb-2">
              <offers.ListError />
            </div>
            <div className="space-y-3">
              {offers.state.value.map((row, index) => (
                <div
                  key={row.key}
                  className="grid grid-cols-2 items-start gap-2 rounded-xl bg-zinc-50 p-2 ring-1 ring-zinc-200 sm:grid-cols-[repeat(4,1fr)_auto]"
                >
                  {offerColumns.map(({ field: column, label }) => (
                    <form.AppField key={column} name={`offers[${index}].${column}`}>
                      {(field) => (
                        <field.TextField
                          inputMode="numeric"
                          label={
                            <>
                              {label} <span className="sr-only">(tilbud {index + 1})</span>
                            </>
                          }
                        />
                      )}
                    </form.AppField>
                  ))}
                  <Button
                    variant="ghost"
                    className="col-span-2 self-end justify-self-end sm:col-span-1"
                    aria-label={`Fjern tilbud ${index + 1}`}
                    onClick={() => offers.removeValue(index)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sm:sr-only">Fjern</span>
                  </Button>
                </div>
              ))}
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => offers.pushValue(newOfferRow())}
            >
              <Plus aria-hidden="true" className="size-4" />
              Tilføj tilbud
            </Button>
          </fieldset>
        )}
      </form.AppField>

      <div className="flex justify-end gap-2 border-t border-zinc-100 pt-4">
        <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
          Annuller
        </DialogClose>
        <form.SubmitButton>Gem rettelser</form.SubmitButton>
      </div>
    </>
  );
}
