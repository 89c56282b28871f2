import { useStore } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import type { SellerJson, SellerOptionsJson } from '../../../../domain/admin/seller-api-types';
import {
  SELLER_COUNTRIES,
  type SellerInput,
  sellerInputSchema,
} from '../../../../domain/admin/seller-schema';
import { buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { AdminForm } from '../form/admin-form';
import { fieldErrorOf } from '../form/form-fields';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { LogoField } from './logo-field';
import { formValuesOf, type SellerFormValues, toInput } from './seller-form-values';
import { SellerPriceListsCard } from './seller-price-lists-card';
import { typedSellerChanges } from './seller-typed-changes';

/**
 * The create and edit form (original-system §4.4, in Danish, minus its bugs) on the admin form layer:
 * the shared zod schema checks it before sending, the server checks again and its per-field messages
 * land beside the fields. An edit saves with the version it loaded (ADR 037).
 */
export function SellerForm({
  seller,
  options,
  submitLabel,
  submit,
  reload,
}: {
  /** The seller as loaded; none for a new one. */
  seller?: SellerJson;
  options: SellerOptionsJson | undefined;
  submitLabel: string;
  submit: (input: SellerInput, version: number | undefined) => Promise<SellerJson>;
  /** Fetches the seller as saved now (after a save refused as stale). */
  reload?: () => Promise<SellerJson>;
}) {
  const admin = useAdminForm({
    defaultValues: formValuesOf(seller),
    parse: (values: SellerFormValues) => parseWithSchema(sellerInputSchema, toInput(values)),
    fieldOfPath: (path) =>
      path === 'logo_file_id' ? 'logo' : path.startsWith('lead_emails') ? 'lead_emails' : path,
    kind: seller ? 'update' : 'create',
    version: seller?.version,
    submit: (input, { version }) => submit(input, version),
    typedChanges: (typed, loaded) => typedSellerChanges(toInput(typed), toInput(loaded), options),
    ...(reload
      ? {
          reload: async () => {
            const fresh = await reload();
            return { values: formValuesOf(fresh), version: fresh.version };
          },
        }
      : {}),
  });
  const { form } = admin;
  const sellerName = useStore(form.store, (state) => state.values.name);
  const makeOptions = [
    { value: '', label: 'Alle mærker' },
    ...(options?.makes ?? []).map((make) => ({ value: make.id, label: make.name })),
  ];

  return (
    <AdminForm handle={admin} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Grundlæggende information</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <form.AppField name="name">
              {(field) => (
                <field.TextField
                  label="Navn *"
                  placeholder="f.eks. ABC Bilforhandler"
                  autoComplete="organization"
                  required
                />
              )}
            </form.AppField>
            <form.AppField name="company">
              {(field) => (
                <field.TextField label="Virksomhed" hint="Det juridiske navn, hvis det er et andet." />
              )}
            </form.AppField>
            <form.AppField name="make_id">
              {(field) => <field.SelectField label="Bilmærke (specialisering)" options={makeOptions} />}
            </form.AppField>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Kontaktinformation</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <form.AppField name="email">
                {(field) => (
                  <field.TextField
                    label="E-mail"
                    type="email"
                    placeholder="salg@forhandler.dk"
                    autoComplete="email"
                  />
                )}
              </form.AppField>
              <form.AppField name="phone">
                {(field) => (
                  <field.TextField
                    label="Telefon"
                    type="tel"
                    placeholder="+45 12 34 56 78"
                    autoComplete="tel"
                  />
                )}
              </form.AppField>
            </div>
            <form.AppField name="address">
              {(field) => <field.TextAreaField label="Adresse" autoComplete="street-address" />}
            </form.AppField>
            <form.AppField name="country">
              {(field) => (
                <field.SelectField
                  label="Land"
                  options={SELLER_COUNTRIES.map((country) => ({ value: country, label: country }))}
                />
              )}
            </form.AppField>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Branding</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <form.AppField name="logo">
              {(field) => (
                <LogoField
                  value={field.state.value}
                  name={sellerName}
                  onChange={field.handleChange}
                  error={fieldErrorOf(field)}
                />
              )}
            </form.AppField>
            <form.AppField name="website">
              {(field) => (
                <field.TextField
                  label="Hjemmeside"
                  type="url"
                  placeholder="https://forhandler.dk"
                  autoComplete="url"
                />
              )}
            </form.AppField>
          </CardBody>
        </Card>

        <SellerPriceListsCard form={form} />

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Henvendelser</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <form.AppField name="lead_emails">
              {(field) => (
                <field.TextAreaField
                  label="E-mail til henvendelser"
                  hint="Én adresse pr. linje. Uden adresse bliver henvendelser kun i indbakken her i administrationen."
                  placeholder="henvendelser@forhandler.dk"
                  rows={3}
                />
              )}
            </form.AppField>
            <form.AppField name="monthly_summary">
              {(field) => (
                <field.CheckboxField label="Send månedlig oversigt (visninger, klik og henvendelser) til adresserne" />
              )}
            </form.AppField>
          </CardBody>
        </Card>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-5 sm:flex-row sm:justify-end">
        <Link to="/admin/sellers" className={buttonClass('secondary')}>
          Annuller
        </Link>
        <form.SubmitButton>{submitLabel}</form.SubmitButton>
      </div>
    </AdminForm>
  );
}
