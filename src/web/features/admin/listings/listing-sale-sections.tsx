import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { LISTING_STATUS_OPTIONS } from '../../../../domain/listings/listing-status-labels';
import { ListingFormSection } from './listing-form-section';
import { type ListingFormValues, retailPriceHint, statusHint } from './listing-form-values';
import { ListingNumberField } from './listing-number-field';
import { type ListingFormApi, modelsOfMake } from './use-listing-form';

/** How the listing is sold: "Status og sælger" and "Pris og link" (with the return fee and price per extra km). */
export function ListingSaleSections({
  form,
  reference,
  values,
  rememberedRetailPrice,
}: {
  form: ListingFormApi;
  reference: ListingReferenceData;
  values: ListingFormValues;
  /** The retail price remembered for this variant, shown as a hint. */
  rememberedRetailPrice: number | null | undefined;
}) {
  return (
    <>
      <ListingFormSection title="Status og sælger">
        <div className="space-y-4">
          <form.AppField name="status">
            {(field) => (
              <field.SelectField
                label="Status"
                options={LISTING_STATUS_OPTIONS}
                hint={statusHint(values, modelsOfMake(reference, values.make_id))}
              />
            )}
          </form.AppField>
          <form.AppField name="seller_id">
            {(field) => (
              <field.SelectField
                label="Sælger *"
                placeholder="Vælg sælger"
                options={reference.sellers.map((seller) => ({ value: seller.id, label: seller.name }))}
              />
            )}
          </form.AppField>
        </div>
      </ListingFormSection>

      <ListingFormSection title="Pris og link">
        <div className="space-y-4">
          <ListingNumberField
            form={form}
            name="retail_price"
            label="Vejledende pris"
            unit="kr."
            placeholder="f.eks. 329.995"
            hint={retailPriceHint(values.retail_price, rememberedRetailPrice)}
          />
          <ListingNumberField
            form={form}
            name="return_fee"
            label="Gebyr ved tilbagelevering"
            unit="kr."
            placeholder="f.eks. 2.500"
            hint="Det, sælgeren tager, når bilen afleveres. Regnes med i den samlede pris. Tomt: ikke oplyst."
          />
          <ListingNumberField
            form={form}
            name="extra_km_price"
            label="Pris pr. ekstra km"
            unit="kr./km"
            decimal
            placeholder="f.eks. 0,75"
            hint="Med øre, fx 0,75. Vises under »Hvad kan det ende med at koste?« på annoncens side. Tomt: ikke oplyst."
          />
          <form.AppField name="external_url">
            {(field) => (
              <field.TextField
                label="Ekstern URL"
                hint='Vises som "Gå til tilbud" på annoncens side.'
                type="url"
                inputMode="url"
                placeholder="https://"
              />
            )}
          </form.AppField>
        </div>
      </ListingFormSection>
    </>
  );
}
