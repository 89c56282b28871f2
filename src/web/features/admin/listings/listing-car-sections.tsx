import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { LISTING_LIMITS } from '../../../../domain/admin/listing-form-schema';
import { ListingFormSection } from './listing-form-section';
import { hasElectricRange, isElectric, type ListingFormValues } from './listing-form-values';
import { ListingNumberField } from './listing-number-field';
import { ModelField } from './model-field';
import type { ListingFormApi } from './use-listing-form';

/** The car itself: "Grundoplysninger", "Specifikationer" and "Beskrivelse". */
export function ListingCarSections({
  form,
  reference,
  values,
  rememberedBodyType,
}: {
  form: ListingFormApi;
  reference: ListingReferenceData;
  values: ListingFormValues;
  /** The body type remembered for this variant, shown as a hint. */
  rememberedBodyType: string | undefined;
}) {
  const fuel = values.fuel_type;
  return (
    <>
      <ListingFormSection title="Grundoplysninger">
        <div className="grid gap-4 sm:grid-cols-2">
          <form.AppField
            name="make_id"
            listeners={{
              onChange: () => {
                form.setFieldValue('model_name', '');
                form.setFieldValue('new_model_name', '');
              },
            }}
          >
            {(field) => (
              <field.SelectField
                label="Mærke *"
                placeholder="Vælg mærke"
                options={reference.makes.map((make) => ({ value: make.id, label: make.name }))}
              />
            )}
          </form.AppField>
          <ModelField form={form} reference={reference} />
          <form.AppField name="variant">
            {(field) => (
              <field.TextField
                label="Variant"
                hint='F.eks. "2.0 TDI", "Hybrid" eller "S-Line".'
                maxLength={LISTING_LIMITS.variant.max}
              />
            )}
          </form.AppField>
          <ListingNumberField form={form} name="year" label="Årgang" placeholder="f.eks. 2025" />
          <form.AppField name="body_type">
            {(field) => (
              <field.SelectField
                label="Biltype *"
                placeholder="Vælg biltype"
                options={reference.body_types}
                {...(rememberedBodyType ? { hint: `Husket for varianten: ${rememberedBodyType}` } : {})}
              />
            )}
          </form.AppField>
          <form.AppField name="fuel_type">
            {(field) => (
              <field.SelectField
                label="Brændstoftype *"
                placeholder="Vælg brændstof"
                options={reference.fuel_types}
              />
            )}
          </form.AppField>
          <form.AppField name="transmission">
            {(field) => (
              <field.SelectField
                label="Gearkasse *"
                placeholder="Vælg gearkasse"
                options={reference.transmissions}
              />
            )}
          </form.AppField>
          <form.AppField name="drive_type">
            {(field) => (
              <field.SelectField label="Træk" placeholder="Ikke angivet" options={reference.drive_types} />
            )}
          </form.AppField>
        </div>
        <p className="mt-3 text-xs text-zinc-600">* skal udfyldes, før annoncen kan være aktiv.</p>
      </ListingFormSection>

      <ListingFormSection title="Specifikationer">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <ListingNumberField form={form} name="horsepower" label="Hestekræfter" unit="hk" />
          <ListingNumberField form={form} name="seats" label="Antal sæder" />
          <ListingNumberField form={form} name="doors" label="Antal døre" />
          <ListingNumberField form={form} name="co2_g_km" label="CO₂-udslip" unit="g/km" />
          <ListingNumberField form={form} name="co2_tax_half_year" label="CO₂-afgift pr. halvår" unit="kr." />
          {isElectric(fuel) ? null : (
            <ListingNumberField
              form={form}
              name="consumption_l_100km"
              label="Forbrug"
              unit="l/100 km"
              decimal
            />
          )}
          {hasElectricRange(fuel) ? (
            <>
              <ListingNumberField
                form={form}
                name="consumption_kwh_100km"
                label="Forbrug el"
                unit="kWh/100 km"
                decimal
              />
              <ListingNumberField form={form} name="wltp_km" label="Rækkevidde (WLTP)" unit="km" />
            </>
          ) : null}
        </div>
      </ListingFormSection>

      <ListingFormSection title="Beskrivelse">
        <form.AppField name="description">
          {(field) => (
            <field.TextAreaField
              label="Beskrivelse"
              hint={`${values.description.length} / ${LISTING_LIMITS.description.max} tegn`}
              rows={5}
              maxLength={LISTING_LIMITS.description.max}
            />
          )}
        </form.AppField>
      </ListingFormSection>
    </>
  );
}
