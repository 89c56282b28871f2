import { Link } from '@tanstack/react-router';
import { ArrowLeft, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import type { SellerJson, SellerOptionsJson } from '../../../../domain/admin/seller-api-types';
import {
  MAX_PRICE_LISTS,
  SELLER_COUNTRIES,
  type SellerInput,
  validateSellerInput,
} from '../../../../domain/admin/seller-schema';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { controlClass, Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { ApiError } from '../../../lib/api-client';
import { LogoField, type LogoValue } from './logo-field';

type PriceListRow = { key: number; name: string; url: string };

export type SellerFormValues = {
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

export function formValuesOf(seller: SellerJson | undefined): SellerFormValues {
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

export function toInput(values: SellerFormValues): SellerInput {
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
 * The create and edit form (original-system §4.4, in Danish, minus its bugs): the shared zod schema
 * checks it before sending, the server checks again and its per-field messages land beside the fields.
 * A failed save keeps everything the admin typed.
 */
export function SellerForm({
  initial,
  options,
  submitLabel,
  pending,
  error,
  notice,
  onSubmit,
}: {
  initial: SellerFormValues;
  /** Shown above the fields, e.g. the StaleVersionNotice of a refused save. */
  notice?: ReactNode;
  options: SellerOptionsJson | undefined;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: SellerInput) => void;
}) {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const set = <K extends keyof SellerFormValues>(key: K, value: SellerFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const clientIssues = useMemo(() => validateSellerInput(toInput(values)).issues ?? [], [values]);
  const serverIssues = error instanceof ApiError ? error.issues : [];
  const errorFor = (path: string): string | undefined =>
    (submitted ? clientIssues.find((issue) => issue.path === path)?.message : undefined) ??
    serverIssues.find((issue) => issue.path === path)?.message;
  const showSummary = submitted && clientIssues.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (clientIssues.length > 0) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    onSubmit(toInput(values));
  };

  const makeOptions = [
    { value: '', label: 'Alle mærker' },
    ...(options?.makes ?? []).map((make) => ({ value: make.id, label: make.name })),
  ];
  const updateRow = (key: number, patch: Partial<PriceListRow>) =>
    set(
      'price_lists',
      values.price_lists.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    );

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-6">
      {notice}
      {showSummary ? (
        <p
          role="alert"
          className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          Ret de markerede felter, før du gemmer.
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <h2 className="font-semibold">Grundlæggende information</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <Field label="Navn *" error={errorFor('name')}>
              {(props) => (
                <Input
                  {...props}
                  value={values.name}
                  onChange={(event) => set('name', event.target.value)}
                  placeholder="f.eks. ABC Bilforhandler"
                  autoComplete="organization"
                  required
                />
              )}
            </Field>
            <Field
              label="Virksomhed"
              hint="Det juridiske navn, hvis det er et andet."
              error={errorFor('company')}
            >
              {(props) => (
                <Input
                  {...props}
                  value={values.company}
                  onChange={(event) => set('company', event.target.value)}
                />
              )}
            </Field>
            <Field label="Bilmærke (specialisering)" error={errorFor('make_id')}>
              {(props) => (
                <Select
                  {...props}
                  value={values.make_id}
                  options={makeOptions}
                  onChange={(event) => set('make_id', event.target.value)}
                />
              )}
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Kontaktinformation</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="E-mail" error={errorFor('email')}>
                {(props) => (
                  <Input
                    {...props}
                    type="email"
                    value={values.email}
                    onChange={(event) => set('email', event.target.value)}
                    placeholder="salg@forhandler.dk"
                    autoComplete="email"
                  />
                )}
              </Field>
              <Field label="Telefon" error={errorFor('phone')}>
                {(props) => (
                  <Input
                    {...props}
                    type="tel"
                    value={values.phone}
                    onChange={(event) => set('phone', event.target.value)}
                    placeholder="+45 12 34 56 78"
                    autoComplete="tel"
                  />
                )}
              </Field>
            </div>
            <Field label="Adresse" error={errorFor('address')}>
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  value={values.address}
                  onChange={(event) => set('address', event.target.value)}
                  className={`${controlClass} py-2`}
                  autoComplete="street-address"
                />
              )}
            </Field>
            <Field label="Land" error={errorFor('country')}>
              {(props) => (
                <Select
                  {...props}
                  value={values.country}
                  options={SELLER_COUNTRIES.map((country) => ({ value: country, label: country }))}
                  onChange={(event) => set('country', event.target.value)}
                />
              )}
            </Field>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Branding</h2>
          </CardHeader>
          <CardBody className="space-y-4">
            <LogoField
              value={values.logo}
              name={values.name}
              onChange={(logo) => set('logo', logo)}
              error={errorFor('logo_file_id')}
            />
            <Field label="Hjemmeside" error={errorFor('website')}>
              {(props) => (
                <Input
                  {...props}
                  type="url"
                  value={values.website}
                  onChange={(event) => set('website', event.target.value)}
                  placeholder="https://forhandler.dk"
                  autoComplete="url"
                />
              )}
            </Field>
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
            {values.price_lists.length === 0 ? (
              <p className="rounded-xl bg-zinc-50 px-4 py-3 text-sm text-zinc-600">Ingen prislister endnu.</p>
            ) : (
              <ol className="space-y-4">
                {values.price_lists.map((row, index) => (
                  <PriceListRowFields
                    key={row.key}
                    index={index}
                    row={row}
                    nameError={errorFor(`price_lists.${index}.name`)}
                    urlError={errorFor(`price_lists.${index}.url`)}
                    onChange={(patch) => updateRow(row.key, patch)}
                    onRemove={() =>
                      set(
                        'price_lists',
                        values.price_lists.filter((other) => other.key !== row.key),
                      )
                    }
                  />
                ))}
              </ol>
            )}
            {errorFor('price_lists') ? (
              <p className="text-xs font-medium text-red-700">{errorFor('price_lists')}</p>
            ) : null}
            <Button
              variant="secondary"
              size="sm"
              disabled={values.price_lists.length >= MAX_PRICE_LISTS}
              onClick={() =>
                set('price_lists', [...values.price_lists, { key: nextKey(), name: '', url: '' }])
              }
            >
              <Plus aria-hidden="true" className="size-4" />
              Tilføj prisliste
            </Button>
          </CardBody>
        </Card>
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-zinc-200 pt-5 sm:flex-row sm:justify-end">
        <Link to="/admin/sellers" className={buttonClass('secondary')}>
          Annuller
        </Link>
        <Button type="submit" disabled={pending}>
          {pending ? 'Gemmer…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function PriceListRowFields({
  index,
  row,
  nameError,
  urlError,
  onChange,
  onRemove,
}: {
  index: number;
  row: PriceListRow;
  nameError: string | undefined;
  urlError: string | undefined;
  onChange: (patch: Partial<PriceListRow>) => void;
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
        <Field label={`Navn på prisliste ${index + 1}`} error={nameError}>
          {(props) => (
            <Input
              {...props}
              value={row.name}
              onChange={(event) => onChange({ name: event.target.value })}
              placeholder="f.eks. Toyota privatleasing"
            />
          )}
        </Field>
        <Field label={`Link til prisliste ${index + 1}`} error={urlError}>
          {(props) => (
            <Input
              {...props}
              type="url"
              value={row.url}
              onChange={(event) => onChange({ url: event.target.value })}
              placeholder="https://forhandler.dk/prisliste.pdf"
            />
          )}
        </Field>
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
