import { useId } from 'react';
import { FIRST_PAYMENT_MAX } from '../../../../../domain/ingestion/layout-template';
import { Input } from '../../../../components/ui/input';
import { NumberField, type TeachForm, TextField } from './teach-form';
import type { ModelSource } from './teach-layout-values';

/** Step 3: what the list never states — make, model (fixed, or each page's or block's heading), terms. */
export function DefaultsStep({ form }: { form: TeachForm }) {
  return (
    <fieldset>
      <legend className="font-semibold">3. Det, listen ikke skriver</legend>
      <p className="mb-3 text-sm text-zinc-600">
        Udfyld kun det, listen hverken har en kolonne eller en linje for. Står vilkårene i en linje over
        tabellen, så klik «Brug vilkår» ved linjen.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
        <div className="lg:col-span-2">
          <TextField form={form} name="make" label="Mærke" maxLength={60} />
        </div>
        <div className="sm:col-span-2 lg:col-span-4">
          <ModelChoice form={form} />
        </div>
        <div className="lg:col-span-2">
          <NumberField form={form} name="period" label="Løbetid (mdr.)" min={1} max={120} what="Løbetiden" />
        </div>
        <div className="lg:col-span-2">
          <NumberField form={form} name="mileage" label="Km/år" min={1000} max={100_000} what="Km/år" />
        </div>
        <div className="lg:col-span-2">
          <NumberField
            form={form}
            name="firstPayment"
            label="Udbetaling (kr.)"
            min={0}
            max={FIRST_PAYMENT_MAX}
            what="Udbetalingen"
          />
        </div>
      </div>
    </fieldset>
  );
}

const radioClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-3 text-sm ring-1 ring-zinc-300 has-checked:ring-2 has-checked:ring-brand-600';

/**
 * Where the cars' model comes from when no column names it: one fixed model for the whole list, or the
 * heading of each page or block ("T-Roc leasingpriser"), as the reader finds it.
 */
function ModelChoice({ form }: { form: TeachForm }) {
  const group = useId();
  return (
    <form.Field name="modelSource">
      {(source) => {
        const choose = (value: ModelSource) => source.handleChange(value);
        const fixed = source.state.value === 'fixed';
        return (
          <fieldset>
            <legend className="mb-1.5 block text-sm font-medium text-zinc-800">Model</legend>
            <div className="flex flex-wrap gap-2">
              <div className={`${radioClass} min-w-0 flex-1 basis-56 pr-1.5`}>
                <label className="inline-flex min-h-9 shrink-0 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name={group}
                    className="size-4 accent-brand-700"
                    checked={fixed}
                    onChange={() => choose('fixed')}
                  />
                  Fast model
                </label>
                <form.Field name="model">
                  {(model) => (
                    <Input
                      aria-label="Modellens navn"
                      className="my-1 min-h-9 min-w-0"
                      value={model.state.value}
                      maxLength={80}
                      disabled={!fixed}
                      onBlur={model.handleBlur}
                      onChange={(event) => model.handleChange(event.target.value)}
                    />
                  )}
                </form.Field>
              </div>
              <label className={`${radioClass} flex-1 basis-56`}>
                <input
                  type="radio"
                  name={group}
                  className="size-4 shrink-0 accent-brand-700"
                  checked={!fixed}
                  onChange={() => choose('heading')}
                />
                Fra overskriften på hver side/blok
              </label>
            </div>
            <p className="mt-1.5 text-xs text-zinc-600">
              {fixed
                ? 'Tom: modellen læses fra listens kolonner og overskrifter.'
                : 'Hver sides eller bloks overskrift («T-Roc leasingpriser») giver modellen for bilerne under den.'}
            </p>
          </fieldset>
        );
      }}
    </form.Field>
  );
}
