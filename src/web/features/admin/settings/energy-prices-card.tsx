import type { SettingsResponse } from '../../../../domain/admin/settings-schema';
import { ENERGY_PRICE_BOUNDS } from '../../../../domain/offers/energy-prices';
import { SectionForm } from './section-form';
import { decimal, priceText } from './setting-text';

const boundsHint = ({ min, max }: { min: number; max: number }, unit: string) =>
  `${priceText(min)}–${priceText(max)} kr./${unit} inkl. moms`;

type Props = { settings: SettingsResponse };

/** Indstillinger › Energipriser: the prices the running cost uses (ADR 055). */
export function EnergyPricesCard({ settings }: Props) {
  return (
    <SectionForm
      section="energy_prices"
      title="Energipriser"
      description="Bruges til brændstof og strøm i annoncernes samlede månedlige biludgift. Annoncerne viser, hvornår priserne sidst blev gemt."
      settings={settings}
      valuesOf={(prices) => ({
        petrolPerLitre: priceText(prices.petrolPerLitre),
        dieselPerLitre: priceText(prices.dieselPerLitre),
        electricityPerKwh: priceText(prices.electricityPerKwh),
      })}
      toValue={(values) => ({
        petrolPerLitre: decimal(values.petrolPerLitre),
        dieselPerLitre: decimal(values.dieselPerLitre),
        electricityPerKwh: decimal(values.electricityPerKwh),
      })}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
          <form.AppField name="petrolPerLitre">
            {(field) => (
              <field.TextField
                label="Benzin (kr./l)"
                hint={boundsHint(ENERGY_PRICE_BOUNDS.litre, 'l')}
                inputMode="decimal"
              />
            )}
          </form.AppField>
          <form.AppField name="dieselPerLitre">
            {(field) => (
              <field.TextField
                label="Diesel (kr./l)"
                hint={boundsHint(ENERGY_PRICE_BOUNDS.litre, 'l')}
                inputMode="decimal"
              />
            )}
          </form.AppField>
          <form.AppField name="electricityPerKwh">
            {(field) => (
              <field.TextField
                label="El (kr./kWh)"
                hint={boundsHint(ENERGY_PRICE_BOUNDS.kwh, 'kWh')}
                inputMode="decimal"
              />
            )}
          </form.AppField>
        </div>
      )}
    </SectionForm>
  );
}
