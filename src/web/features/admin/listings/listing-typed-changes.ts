import type { ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { LISTING_STATUS_OPTIONS } from '../../../../domain/listings/listing-status-labels';
import { includedItemLabels } from '../../../../domain/offers/disclosure-grade';
import { includedItems } from '../../../../domain/offers/included-items';
import type { TypedChange } from '../shared/stale-version-notice';
import { type ListingFormValues, modelNameOf, type OfferRow, type TextField } from './listing-form-values';

const labels: Record<TextField, string> = {
  make_id: 'Mærke',
  model_name: 'Model',
  variant: 'Variant',
  year: 'Årgang',
  body_type: 'Biltype',
  fuel_type: 'Brændstoftype',
  transmission: 'Gearkasse',
  drive_type: 'Træk',
  horsepower: 'Hestekræfter (hk)',
  seats: 'Antal sæder',
  doors: 'Antal døre',
  wltp_km: 'Rækkevidde (WLTP) (km)',
  consumption_l_100km: 'Forbrug (l/100 km)',
  consumption_kwh_100km: 'Forbrug el (kWh/100 km)',
  co2_g_km: 'CO₂-udslip (g/km)',
  co2_tax_half_year: 'CO₂-afgift pr. halvår (kr.)',
  retail_price: 'Vejledende pris (kr.)',
  return_fee: 'Gebyr ved tilbagelevering (kr.)',
  extra_km_price: 'Pris pr. ekstra km (kr./km)',
  description: 'Beskrivelse',
  external_url: 'Ekstern URL',
  seller_id: 'Sælger',
};

const offerLine = (row: OfferRow) =>
  `${row.mileage_per_year} km/år · ${row.period_months} mdr. · udbetaling ${row.first_payment} kr. · ${row.monthly_price} kr./md.`;

/**
 * What the admin typed that differs from the listing as loaded, field label → typed value as the
 * form shows it: kept beside a refused save (ADR 037) so nothing typed is lost on reload.
 */
export function typedListingChanges(
  values: ListingFormValues,
  loaded: ListingFormValues,
  reference: ListingReferenceData,
): TypedChange[] {
  const shown = (field: TextField, value: string) => {
    if (field === 'make_id') return reference.makes.find((make) => make.id === value)?.name ?? value;
    if (field === 'seller_id') return reference.sellers.find((seller) => seller.id === value)?.name ?? value;
    const options =
      field === 'body_type'
        ? reference.body_types
        : field === 'fuel_type'
          ? reference.fuel_types
          : field === 'transmission'
            ? reference.transmissions
            : field === 'drive_type'
              ? reference.drive_types
              : [];
    return options.find((option) => option.value === value)?.label ?? value;
  };
  const models = reference.makes.find((make) => make.id === values.make_id)?.models ?? [];
  const typed = { ...values, model_name: modelNameOf(values, models) };
  const changes: TypedChange[] = (Object.keys(labels) as TextField[])
    .filter((field) => typed[field].trim() !== loaded[field].trim())
    .map((field) => ({ label: labels[field], value: shown(field, typed[field]) }));
  if (values.status !== loaded.status) {
    const status = LISTING_STATUS_OPTIONS.find((option) => option.value === values.status);
    changes.push({ label: 'Status', value: status?.label ?? values.status });
  }
  for (const item of includedItems) {
    const [typedItem, loadedItem] = [values.items[item], loaded.items[item]];
    if (typedItem.status === loadedItem.status && typedItem.amount.trim() === loadedItem.amount.trim())
      continue;
    const choice = { '': 'Ikke oplyst', included: 'Inkluderet', excluded: 'Ikke inkluderet' }[
      typedItem.status
    ];
    const amount =
      typedItem.status === 'excluded' && typedItem.amount.trim() ? ` · ${typedItem.amount.trim()} kr.` : '';
    changes.push({ label: includedItemLabels[item], value: `${choice}${amount}` });
  }
  const offers = values.offers.map(offerLine);
  if (offers.join('\n') !== loaded.offers.map(offerLine).join('\n')) {
    changes.push({ label: 'Tilbud', value: offers.join('\n') });
  }
  return changes;
}
