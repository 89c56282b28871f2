import type { SettingsResponse } from '../../../../domain/admin/settings-schema';
import {
  DEFAULT_RAW_EVENT_RETENTION_DAYS,
  MAX_RAW_EVENT_RETENTION_DAYS,
  MIN_RAW_EVENT_RETENTION_DAYS,
} from '../../../../domain/analytics/analytics-limits';
import { formatNumber } from '../../../../domain/format/format-danish';
import {
  ALLOWED_TERMS,
  DEPOSIT_MAX,
  MILEAGE_MAX,
  MILEAGE_MIN,
} from '../../../../domain/listings/lease-config';
import { Badge } from '../../../components/ui/badge';
import { SectionForm } from './section-form';

import { numeric, optional } from './setting-text';

type Props = { settings: SettingsResponse };

export function SiteSettingsCard({ settings }: Props) {
  const envHosts = settings.environment.productionHosts;
  return (
    <SectionForm
      section="site"
      title="Websted"
      description="Kontaktadressen og de værtsnavne, der er produktion (uden testbanner)."
      settings={settings}
      valuesOf={(site) => ({
        contactEmail: site.contactEmail,
        productionHosts: site.productionHosts.join('\n'),
      })}
      toValue={(values) => ({
        contactEmail: values.contactEmail,
        productionHosts: values.productionHosts
          .split(/[\s,]+/)
          .map((host) => host.trim())
          .filter(Boolean),
      })}
    >
      {(form) => (
        <>
          <form.AppField name="contactEmail">
            {(field) => <field.TextField label="Kontakt-e-mail" type="email" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="productionHosts">
            {(field) => (
              <field.TextAreaField
                label="Produktionsværtsnavne"
                hint={
                  envHosts.length
                    ? `Ét pr. linje, ud over miljøets PRODUCTION_HOSTS (${envHosts.join(', ')}). Alle andre værtsnavne viser testbanneret.`
                    : 'Ét pr. linje, fx leasingmatch.dk. Alle andre værtsnavne viser testbanneret.'
                }
              />
            )}
          </form.AppField>
        </>
      )}
    </SectionForm>
  );
}

export function SearchDefaultsCard({ settings }: Props) {
  return (
    <SectionForm
      section="search_defaults"
      title="Standardsøgning"
      description="Det kørselsbehov, den løbetid og den udbetaling, søgningen, forsiden og annoncerne viser priser for, før den besøgende vælger selv. Tilbuddet nærmest disse værdier vises."
      settings={settings}
      valuesOf={(defaults) => ({
        mileage: String(defaults.mileage),
        term: defaults.term === null ? '' : String(defaults.term),
        deposit: String(defaults.deposit),
      })}
      toValue={(values) => ({
        mileage: numeric(values.mileage),
        term: values.term === '' ? null : numeric(values.term),
        deposit: numeric(values.deposit),
      })}
    >
      {(form) => (
        <div className="grid gap-4 sm:grid-cols-[repeat(auto-fit,minmax(10rem,1fr))]">
          <form.AppField name="mileage">
            {(field) => (
              <field.TextField
                label="Km pr. år"
                hint={`${formatNumber(MILEAGE_MIN)}–${formatNumber(MILEAGE_MAX)}`}
                inputMode="numeric"
              />
            )}
          </form.AppField>
          {/* 'Automatisk' alone fits the column at 1366 px; what it means is the hint ('Automatisk (36' was cut). */}
          <form.AppField name="term">
            {(field) => (
              <field.SelectField
                label="Løbetid"
                hint="Automatisk: 36, 24 eller 48 mdr."
                options={[
                  { value: '', label: 'Automatisk' },
                  ...ALLOWED_TERMS.map((t) => ({ value: String(t), label: `${t} mdr.` })),
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="deposit">
            {(field) => (
              <field.TextField
                label="Udbetaling (kr.)"
                hint={`0–${formatNumber(DEPOSIT_MAX)}`}
                inputMode="numeric"
              />
            )}
          </form.AppField>
        </div>
      )}
    </SectionForm>
  );
}

export function AiProviderCard({ settings }: Props) {
  const env = settings.environment;
  return (
    <SectionForm
      section="ai_provider"
      title="AI-udtræk"
      description="En OpenAI-kompatibel tjeneste, der læser prislister. Tomme felter bruger miljøets LLM_BASE_URL og LLM_MODEL."
      settings={settings}
      valuesOf={(ai) => ({ baseUrl: ai.baseUrl ?? '', model: ai.model ?? '' })}
      toValue={(values) => ({ baseUrl: optional(values.baseUrl), model: optional(values.model) })}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <form.AppField name="baseUrl">
              {(field) => (
                <field.TextField
                  label="Adresse (base URL)"
                  type="url"
                  hint={env.llmBaseUrl ? `Miljøet: ${env.llmBaseUrl}` : 'fx https://api.openai.com/v1'}
                />
              )}
            </form.AppField>
            <form.AppField name="model">
              {(field) => (
                <field.TextField
                  label="Model"
                  hint={env.llmModel ? `Miljøet: ${env.llmModel}` : 'fx gpt-4o-mini'}
                />
              )}
            </form.AppField>
          </div>
          <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-700">
            API-nøgle (LLM_API_KEY):
            <Badge tone={env.llmApiKeySet ? 'success' : 'warning'}>
              {env.llmApiKeySet ? 'angivet' : 'ikke angivet'}
            </Badge>
            <span className="text-xs text-zinc-600">
              Nøglen sættes i serverens miljø og vises aldrig her.
            </span>
          </p>
        </>
      )}
    </SectionForm>
  );
}

export function AnalyticsCard({ settings }: Props) {
  return (
    <SectionForm
      section="analytics"
      title="Statistik"
      description="Vores egen statistik (uden cookies) og, efter samtykke, Mixpanel."
      settings={settings}
      valuesOf={(analytics) => ({
        firstPartyEnabled: analytics.firstPartyEnabled,
        rawEventRetentionDays: String(analytics.rawEventRetentionDays ?? DEFAULT_RAW_EVENT_RETENTION_DAYS),
        mixpanelToken: analytics.mixpanelToken ?? '',
      })}
      toValue={(values) => ({
        firstPartyEnabled: values.firstPartyEnabled,
        rawEventRetentionDays: numeric(values.rawEventRetentionDays),
        mixpanelToken: optional(values.mixpanelToken),
      })}
    >
      {(form) => (
        <>
          <form.AppField name="firstPartyEnabled">
            {(field) => <field.CheckboxField label="Indsaml førstepartsstatistik" />}
          </form.AppField>
          <form.AppField name="rawEventRetentionDays">
            {(field) => (
              <field.TextField
                label="Enkelte hændelser gemmes (dage)"
                hint={`${MIN_RAW_EVENT_RETENTION_DAYS}–${MAX_RAW_EVENT_RETENTION_DAYS} dage. Derefter slettes de; Statistik viser fortsat de daglige tal.`}
                inputMode="numeric"
              />
            )}
          </form.AppField>
          <form.AppField name="mixpanelToken">
            {(field) => (
              <field.TextField
                label="Mixpanel-token"
                autoComplete="off"
                hint={
                  settings.environment.mixpanelTokenSet
                    ? 'Miljøet har et VITE_MIXPANEL_TOKEN; et token her gælder i stedet.'
                    : 'Tomt betyder ingen Mixpanel.'
                }
              />
            )}
          </form.AppField>
        </>
      )}
    </SectionForm>
  );
}
