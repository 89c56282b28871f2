import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ExtractedCar } from '../../../../../domain/ingestion/extracted-price-list';
import { STORED_FUEL_LABELS } from '../../../../../domain/listings/fuel-type-labels';
import {
  type StoredFuelType,
  type StoredTransmission,
  storedFuelTypes,
} from '../../../../../domain/listings/vehicle-values';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../../components/ui/dialog';
import { controlClass, Field, Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import {
  type CarFormErrors,
  type CarFormValues,
  carFormFromCar,
  carFromForm,
  newOfferRow,
  type OfferField,
} from './edit-car-form';

const offerColumns: { field: OfferField; label: string }[] = [
  { field: 'monthly_price', label: 'Kr./md.' },
  { field: 'mileage_per_year', label: 'Km/år' },
  { field: 'period_months', label: 'Mdr.' },
  { field: 'first_payment', label: 'Udbetaling (kr.)' },
];

/** "Ret bil": corrects what the extractor read before the change is approved. */
export function EditCarDialog({
  car,
  formKey,
  open,
  onOpenChange,
  saving,
  notice,
  onSave,
}: {
  car: ExtractedCar;
  /** A new key starts the form afresh from `car` (after a reload). */
  formKey?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saving: boolean;
  /** Shown above the form, e.g. the StaleVersionNotice of a refused save. */
  notice?: ReactNode;
  onSave: (car: ExtractedCar) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Ret bil"
        description="Ret det, der er læst forkert fra prislisten. Rettelsen gemmes på ændringen og bruges, når den anvendes."
        className="w-[min(44rem,calc(100vw-2rem))] max-h-[90dvh] max-w-none rounded-2xl"
      >
        {notice ? <div className="mb-4">{notice}</div> : null}
        {open ? <EditCarForm key={formKey} car={car} saving={saving} onSave={onSave} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditCarForm({
  car,
  saving,
  onSave,
}: {
  car: ExtractedCar;
  saving: boolean;
  onSave: (car: ExtractedCar) => void;
}) {
  const [values, setValues] = useState<CarFormValues>(() => carFormFromCar(car));
  const [errors, setErrors] = useState<CarFormErrors>({});
  const set = (patch: Partial<CarFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const setOffer = (key: number, field: OfferField, value: string) =>
    set({ offers: values.offers.map((row) => (row.key === key ? { ...row, [field]: value } : row)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = carFromForm(car, values);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onSave(result.car);
  };

  const text = (name: 'make' | 'model' | 'variant' | 'horsepower', label: string, inputMode?: 'numeric') => (
    <Field label={label} error={errors[name]}>
      {(props) => (
        <Input
          {...props}
          inputMode={inputMode}
          value={values[name]}
          onChange={(event) => set({ [name]: event.target.value })}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('make', 'Mærke')}
        {text('model', 'Model')}
        <div className="sm:col-span-2">{text('variant', 'Variant')}</div>
        {text('horsepower', 'Hestekræfter (hk)', 'numeric')}
        <Field label="Drivmiddel" error={errors.fuel_type}>
          {(props) => (
            <Select
              {...props}
              value={values.fuel_type}
              placeholder="Ukendt"
              options={storedFuelTypes.map((fuel) => ({ value: fuel, label: STORED_FUEL_LABELS[fuel] }))}
              onChange={(event) => set({ fuel_type: event.target.value as StoredFuelType | '' })}
            />
          )}
        </Field>
        <Field label="Gear" error={errors.transmission}>
          {(props) => (
            <Select
              {...props}
              value={values.transmission}
              placeholder="Ukendt"
              options={[
                { value: 'Automatic', label: 'Automatisk' },
                { value: 'Manual', label: 'Manuel' },
              ]}
              onChange={(event) => set({ transmission: event.target.value as StoredTransmission | '' })}
            />
          )}
        </Field>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-zinc-900">Tilbud</legend>
        {errors.offers ? <p className="mb-2 text-xs font-medium text-red-700">{errors.offers}</p> : null}
        <div className="space-y-3">
          {values.offers.map((row, index) => (
            <div
              key={row.key}
              className="grid grid-cols-2 items-start gap-2 rounded-xl bg-zinc-50 p-2 ring-1 ring-zinc-200 sm:grid-cols-[repeat(4,1fr)_auto]"
            >
              {offerColumns.map(({ field, label }) => {
                const error = errors[`offers.${index}.${field}`];
                const id = `offer-${row.key}-${field}`;
                return (
                  <div key={field}>
                    <label htmlFor={id} className="mb-1 block text-xs font-medium text-zinc-700">
                      {label} <span className="sr-only">(tilbud {index + 1})</span>
                    </label>
                    <input
                      id={id}
                      inputMode="numeric"
                      className={`${controlClass} numeric`}
                      value={row[field]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => setOffer(row.key, field, event.target.value)}
                    />
                    {error ? (
                      <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
              <Button
                variant="ghost"
                className="col-span-2 self-end justify-self-end sm:col-span-1"
                aria-label={`Fjern tilbud ${index + 1}`}
                onClick={() => set({ offers: values.offers.filter((other) => other.key !== row.key) })}
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
          onClick={() => set({ offers: [...values.offers, newOfferRow()] })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Tilføj tilbud
        </Button>
      </fieldset>

      {Object.keys(errors).length > 0 ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Ret de markerede felter.
        </p>
      ) : null}

      <div className="flex justify-end gap-2 border-t border-zinc-100 pt-4">
        <DialogClose className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold text-zinc-800 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50">
          Annuller
        </DialogClose>
        <Button type="submit" disabled={saving}>
          {saving ? 'Gemmer…' : 'Gem rettelser'}
        </Button>
      </div>
    </form>
  );
}
