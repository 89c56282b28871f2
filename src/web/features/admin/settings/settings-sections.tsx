import { useState } from 'react';
import type { SettingsResponse } from '../../../../domain/admin/settings-schema';
import { formatNumber } from '../../../../domain/format/format-danish';
import {
  ALLOWED_TERMS,
  DEPOSIT_MAX,
  MILEAGE_MAX,
  MILEAGE_MIN,
} from '../../../../domain/listings/lease-config';
import { Badge } from '../../../components/ui/badge';
import { controlClass, Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { SectionForm } from './section-form';

/** '' → undefined, so an emptied optional field is left out instead of failing its format check. */
const optional = (text: string) => (text.trim() === '' ? undefined : text);
/** A number field's text as a number; anything unreadable stays text so the schema names the field. */
const numeric = (text: string) => {
  const cleaned = text.replace(/\./g, '').replace(/\s/g, '').replace(',', '.');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

type Props = { settings: SettingsResponse };

export function SiteSettingsCard({ settings }: Props) {
  const { site } = settings.values;
  const [contactEmail, setContactEmail] = useState(site.contactEmail);
  const [hosts, setHosts] = useState(site.productionHosts.join('\n'));
  const envHosts = settings.environment.productionHosts;
  return (
    <SectionForm
      section="site"
      title="Websted"
      description="Kontaktadressen og de værtsnavne, der er produktion (uden testbanner)."
      settings={settings}
      toValue={() => ({
        contactEmail,
        productionHosts: hosts
          .split(/[\s,]+/)
          .map((host) => host.trim())
          .filter(Boolean),
      })}
    >
      {(errors) => (
        <>
          <Field label="Kontakt-e-mail" error={errors.contactEmail}>
            {(props) => (
              <Input
                {...props}
                type="email"
                autoComplete="off"
                value={contactEmail}
                onChange={(e) => setContactEmail(e.target.value)}
              />
            )}
          </Field>
          <Field
            label="Produktionsværtsnavne"
            hint={
              envHosts.length
                ? `Ét pr. linje, ud over miljøets PRODUCTION_HOSTS (${envHosts.join(', ')}). Alle andre værtsnavne viser testbanneret.`
                : 'Ét pr. linje, fx leasingmatch.dk. Alle andre værtsnavne viser testbanneret.'
            }
            error={errors.productionHosts}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={hosts}
                onChange={(e) => setHosts(e.target.value)}
                className={`${controlClass} py-2`}
              />
            )}
          </Field>
        </>
      )}
    </SectionForm>
  );
}

export function SearchDefaultsCard({ settings }: Props) {
  const defaults = settings.values.search_defaults;
  const [mileage, setMileage] = useState(String(defaults.mileage));
  const [term, setTerm] = useState(defaults.term === null ? '' : String(defaults.term));
  const [deposit, setDeposit] = useState(String(defaults.deposit));
  return (
    <SectionForm
      section="search_defaults"
      title="Standardsøgning"
      description="Det kørselsbehov, den løbetid og den udbetaling, søgningen, forsiden og annoncerne viser priser for, før den besøgende vælger selv. Tilbuddet nærmest disse værdier vises."
      settings={settings}
      toValue={() => ({
        mileage: numeric(mileage),
        term: term === '' ? null : numeric(term),
        deposit: numeric(deposit),
      })}
    >
      {(errors) => (
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label="Km pr. år"
            hint={`${formatNumber(MILEAGE_MIN)}–${formatNumber(MILEAGE_MAX)}`}
            error={errors.mileage}
          >
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={mileage}
                onChange={(e) => setMileage(e.target.value)}
              />
            )}
          </Field>
          <Field label="Løbetid" error={errors.term}>
            {(props) => (
              <Select
                {...props}
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                options={[
                  { value: '', label: 'Automatisk (36, 24 eller 48 mdr.)' },
                  ...ALLOWED_TERMS.map((t) => ({ value: String(t), label: `${t} mdr.` })),
                ]}
              />
            )}
          </Field>
          <Field label="Udbetaling (kr.)" hint={`0–${formatNumber(DEPOSIT_MAX)}`} error={errors.deposit}>
            {(props) => (
              <Input
                {...props}
                inputMode="numeric"
                value={deposit}
                onChange={(e) => setDeposit(e.target.value)}
              />
            )}
          </Field>
        </div>
      )}
    </SectionForm>
  );
}

export function AiProviderCard({ settings }: Props) {
  const { ai_provider: ai } = settings.values;
  const env = settings.environment;
  const [baseUrl, setBaseUrl] = useState(ai.baseUrl ?? '');
  const [model, setModel] = useState(ai.model ?? '');
  return (
    <SectionForm
      section="ai_provider"
      title="AI-udtræk"
      description="En OpenAI-kompatibel tjeneste, der læser prislister. Tomme felter bruger miljøets LLM_BASE_URL og LLM_MODEL."
      settings={settings}
      toValue={() => ({ baseUrl: optional(baseUrl), model: optional(model) })}
    >
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label="Adresse (base URL)"
              hint={env.llmBaseUrl ? `Miljøet: ${env.llmBaseUrl}` : 'fx https://api.openai.com/v1'}
              error={errors.baseUrl}
            >
              {(props) => (
                <Input {...props} type="url" value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} />
              )}
            </Field>
            <Field
              label="Model"
              hint={env.llmModel ? `Miljøet: ${env.llmModel}` : 'fx gpt-4o-mini'}
              error={errors.model}
            >
              {(props) => <Input {...props} value={model} onChange={(e) => setModel(e.target.value)} />}
            </Field>
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
  const { analytics } = settings.values;
  const [firstParty, setFirstParty] = useState(analytics.firstPartyEnabled);
  const [token, setToken] = useState(analytics.mixpanelToken ?? '');
  return (
    <SectionForm
      section="analytics"
      title="Statistik"
      description="Vores egen statistik (uden cookies) og, efter samtykke, Mixpanel."
      settings={settings}
      toValue={() => ({ firstPartyEnabled: firstParty, mixpanelToken: optional(token) })}
    >
      {(errors) => (
        <>
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-zinc-800">
            <input
              type="checkbox"
              checked={firstParty}
              onChange={(e) => setFirstParty(e.target.checked)}
              className="size-5 accent-brand-700"
            />
            Indsaml førstepartsstatistik
          </label>
          <Field
            label="Mixpanel-token"
            hint={
              settings.environment.mixpanelTokenSet
                ? 'Miljøet har et VITE_MIXPANEL_TOKEN; et token her gælder i stedet.'
                : 'Tomt betyder ingen Mixpanel.'
            }
            error={errors.mixpanelToken}
          >
            {(props) => (
              <Input {...props} autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} />
            )}
          </Field>
        </>
      )}
    </SectionForm>
  );
}
