import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { nameKey } from '../../../../../domain/catalog/car-name-keys';
import type { CatalogModelsResponse } from '../../../../../domain/ingestion/review-edits';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import { storedFuelTypes } from '../../../../../domain/listings/vehicle-values';
import { Button } from '../../../../components/ui/button';
import type { AdminFormApi } from '../../form/use-admin-form';
import { batchQueries } from './batch-api';
import { type CarFormValues, newOfferRow, type OfferField } from './edit-car-form';

/** The car forms' fields ("Ret bil", "Del bil", "Tilføj bil"): the car's name and specs, its offers. */

const offerColumns: { field: OfferField; label: string }[] = [
  { field: 'monthly_price', label: 'Kr./md.' },
  { field: 'mileage_per_year', label: 'Km/år' },
  { field: 'period_months', label: 'Mdr.' },
  { field: 'first_payment', label: 'Udbetaling (kr.)' },
];

type CatalogMake = CatalogModelsResponse['makes'][number];

/** Whether the typed model is one the catalogue has, a new one, or under a new make (said under Model). */
export function modelHint(
  catalog: readonly CatalogMake[] | undefined,
  make: string,
  model: string,
): string | undefined {
  if (!catalog || make.trim() === '' || model.trim() === '') return undefined;
  const known = catalog.find((entry) => nameKey(entry.name) === nameKey(make));
  if (!known)
    return `${make.trim()} findes ikke i kataloget: bilen kan godkendes, når mærket og modellen er oprettet.`;
  if (known.models.some((entry) => nameKey(entry) === nameKey(model))) return undefined;
  return `Ny model under ${known.name}: bilen kan godkendes, når modellen er oprettet («Opret modellen»).`;
}

/** Mærke, Model (the catalogue's models to pick from, or a new one), Variant, Hestekræfter, Drivmiddel, Gear. */
export function CarIdentityFields({ form }: { form: AdminFormApi<CarFormValues> }) {
  const listId = useId();
  const catalog = useQuery(batchQueries.catalogModels()).data?.makes;
  const make = useStore(form.store, (state) => state.values.make);
  const model = useStore(form.store, (state) => state.values.model);
  const models = catalog?.find((entry) => nameKey(entry.name) === nameKey(make))?.models ?? [];
  const text = (name: 'make' | 'variant' | 'horsepower', label: string, inputMode?: 'numeric') => (
    <form.AppField name={name}>
      {(field) => <field.TextField label={label} inputMode={inputMode} autoComplete="off" />}
    </form.AppField>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('make', 'Mærke')}
      <form.AppField name="model">
        {(field) => (
          <field.TextField
            label="Model"
            list={`${listId}-models`}
            autoComplete="off"
            hint={modelHint(catalog, make, model)}
          />
        )}
      </form.AppField>
      <datalist id={`${listId}-models`}>
        {models.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
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
  );
}

/** "Tilbud": one row per offer (Kr./md., Km/år, Mdr., Udbetaling), removed per row, added with "Tilføj tilbud". */
export function OfferRowsField({ form }: { form: AdminFormApi<CarFormValues> }) {
  return (
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
  );
}
