import { useStore } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { SellerJson, SellerOptionsJson } from '../../../../domain/admin/seller-api-types';
import {
  MAX_PRICE_LISTS,
  SELLER_COUNTRIES,
  type SellerInput,
  sellerInputSchema,
} from '../../../../domain/admin/seller-schema';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { AdminForm } from '../form/admin-form';
import { fieldErrorOf } from '../form/form-fields';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';
import { LogoField, type LogoValue } from './logo-field';
import { typedSellerChanges } from './seller-typed-changes';

type PriceListRow = { key: number; name: string; url: string };

type SellerFormValues = {
  name: string;
  company: string;
  make_id: string;
  email: string;
  phone: string;
  address: string;
  country: string;
  website: string;
  logo: LogoValue;
  price_lists: PriceListRow[];
};

let rowKey = 0;
const nextKey = () => {
  rowKey += 1;
  return rowKey;
};

function formValuesOf(seller: SellerJson | undefined): SellerFormValues {
  return {
    name: seller?.name ?? '',
    company: seller?.company ?? '',
    make_id: seller?.make_id ?? '',
    email: seller?.email ?? '',
    phone: seller?.phone ?? '',
    address: seller?.address ?? '',
    country: seller?.country ?? 'Danmark',
    website: seller?.website ?? '',
    logo:
      seller?.logo_file_id && seller.logo_url ? { file_id: seller.logo_file_id, url: seller.logo_url } : null,
    price_lists: (seller?.price_lists ?? []).map((link) => ({ key: nextKey(), ...link })),
  };
}

function toInput(values: SellerFormValues): SellerInput {
  return {
    name: values.name,
    company: values.company,
    make_id: values.make_id,
    email: values.email,
    phone: values.phone,
    address: values.address,
    country: values.country,
    website: values.website,
    logo_file_id: values.logo?.file_id ?? null,
    price_lists: values.price_lists.map(({ name, url }) => ({ name, url })),
  };
}

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
    fieldOfPath: (path) => (path === 'logo_file_id' ? 'logo' : path),
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

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Prislister</h2>
            <p className="text-sm text-zinc-600">
              Links til sælgerens prislister (PDF eller side), som importen læser.
            </p>
          </CardHeader>
          <CardBody className="space-y-4">
            <form.AppField name="price_lists" mode="array">
              {(list) => (
                <>
                  {list.state.value.length === 0 ? (
                    <p className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-600">
                      Ingen prislister endnu.
                    </p>
                  ) : (
                    <ol className="space-y-4">
                      {list.state.value.map((row, index) => (
                        <PriceListRowFields
                          key={row.key}
                          index={index}
                          form={form}
                          onRemove={() => list.removeValue(index)}
                        />
                      ))}
                    </ol>
                  )}
                  <list.ListError />
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={list.state.value.length >= MAX_PRICE_LISTS}
                    onClick={() => list.pushValue({ key: nextKey(), name: '', url: '' })}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    Tilføj prisliste
                  </Button>
                </>
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

function PriceListRowFields({
  index,
  form,
  onRemove,
}: {
  index: number;
  form: ReturnType<typeof useAdminForm<SellerFormValues, unknown, SellerJson>>['form'];
  onRemove: () => void;
}) {
  const groupId = useId();
  return (
    <li aria-labelledby={groupId} className="rounded-xl p-3 ring-1 ring-zinc-200">
      <div className="mb-2 flex items-center justify-between">
        <p id={groupId} className="text-sm font-semibold text-zinc-800">
          Prisliste {index + 1}
        </p>
        <button
          type="button"
          onClick={onRemove}
          className="inline-grid size-11 place-items-center rounded-xl text-zinc-600 hover:bg-red-50 hover:text-red-700 sm:size-9"
          aria-label={`Fjern prisliste ${index + 1}`}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <form.AppField name={`price_lists[${index}].name`}>
          {(field) => (
            <field.TextField
              label={`Navn på prisliste ${index + 1}`}
              placeholder="f.eks. Toyota privatleasing"
            />
          )}
        </form.AppField>
        <form.AppField name={`price_lists[${index}].url`}>
          {(field) => (
            <field.TextField
              label={`Link til prisliste ${index + 1}`}
              type="url"
              placeholder="https://forhandler.dk/prisliste.pdf"
            />
          )}
        </form.AppField>
      </div>
    </li>
  );
}

export function BackToSellers() {
  return (
    <Link to="/admin/sellers" className={buttonClass('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Tilbage til sælgere
    </Link>
  );
}
