import type { SettingsResponse } from '../../../../domain/admin/settings-schema';
import { PRICE_LIST_REFETCH_HOURS } from '../../../../domain/admin/settings-schema';
import { SectionForm } from './section-form';
import { numeric } from './setting-text';

type Props = { settings: SettingsResponse };

const refetchLabel = (hours: number) =>
  hours === 24
    ? 'Hver dag'
    : hours === 168
      ? 'Hver uge'
      : hours % 24 === 0
        ? `Hver ${hours / 24}. dag`
        : `Hver ${hours}. time`;

/** Indstillinger › Prislister: how often sellers' saved price-list URLs are fetched again (ADR 056). */
export function PriceListRefetchCard({ settings }: Props) {
  return (
    <SectionForm
      section="price_list_refetch"
      title="Prislister"
      description="Sælgernes gemte prisliste-adresser hentes igen med dette interval. En uændret prisliste bekræfter sine tilbud (Pris tjekket); en ændret åbner en batch til gennemsyn. Fejl vises på oversigten."
      settings={settings}
      valuesOf={(refetch) => ({
        intervalHours: refetch.intervalHours === null ? '' : String(refetch.intervalHours),
      })}
      toValue={(values) => ({
        intervalHours: values.intervalHours === '' ? null : numeric(values.intervalHours),
      })}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
          <form.AppField name="intervalHours">
            {(field) => (
              <field.SelectField
                label="Hent gemte prislister igen"
                options={[
                  { value: '', label: 'Aldrig (slået fra)' },
                  ...PRICE_LIST_REFETCH_HOURS.map((hours) => ({
                    value: String(hours),
                    label: refetchLabel(hours),
                  })),
                ]}
              />
            )}
          </form.AppField>
        </div>
      )}
    </SectionForm>
  );
}
