import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import { LISTING_LIMITS } from '../../../../domain/admin/listing-form-schema';
import { errorCatalogue } from '../../../../domain/errors/error-codes';
import { formatDate } from '../../../../domain/format/format-danish';
import { LISTING_STATUS_OPTIONS } from '../../../../domain/listings/listing-status-labels';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ListingHistory } from '../audit-log/listing-history';
import { AdminForm } from '../form/admin-form';
import { ListingImagesEditor } from '../listing-images/listing-images-editor';
import type { StagedImages } from '../listing-images/staged-images';
import { StagedImagesPicker } from '../listing-images/staged-images-picker';
import { AdminPageHeader } from '../pages/admin-page';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import {
  hasElectricRange,
  isElectric,
  retailPriceHint,
  statusHint,
  type TextField,
} from './listing-form-values';
import { listingQueries, NO_LISTING_FILTERS } from './listings-api';
import { ModelField } from './model-field';
import { OffersEditor } from './offers-editor';
import { PriceListStatements } from './price-list-statements';
import { type ListingFormApi, modelsOfMake, useListingForm } from './use-listing-form';

/** /admin/listings/create and /admin/listings/edit/{id}: loads what the form needs, then shows it. */
export function ListingFormPage({ id }: { id?: string }) {
  const reference = useQuery(listingQueries.reference());
  const detail = useQuery({ ...listingQueries.detail(id ?? ''), enabled: id !== undefined });
  const failed = reference.isError || detail.isError;
  if (failed) {
    const notFound = detail.error && 'status' in detail.error && detail.error.status === 404;
    return (
      <>
        <AdminPageHeader title={id ? 'Rediger annonce' : 'Opret annonce'} />
        <Card>
          <CardBody className="text-center">
            <p className="text-zinc-700">
              {notFound
                ? 'Annoncen findes ikke (måske er den slettet).'
                : errorCatalogue.FETCH_FAILED.message}
            </p>
            <Link
              to="/admin/listings"
              search={NO_LISTING_FILTERS}
              className={`${buttonClass('secondary')} mt-4`}
            >
              Tilbage til annoncer
            </Link>
          </CardBody>
        </Card>
      </>
    );
  }
  if (!reference.data || (id !== undefined && !detail.data)) {
    return (
      <div className="grid place-items-center py-24 text-zinc-600" aria-busy="true">
        <Spinner label="Henter annonce…" />
      </div>
    );
  }
  return <ListingForm key={id ?? 'new'} reference={reference.data} detail={detail.data} />;
}

function ListingForm({
  reference,
  detail,
}: {
  reference: ListingReferenceData;
  detail?: AdminListingDetail | undefined;
}) {
  const isEdit = detail !== undefined;
  const [staged, setStaged] = useState<StagedImages>({ files: [], removeBackground: false });
  const stagedRef = useRef(staged);
  stagedRef.current = staged;
  const uploading = useRef(false);
  const onUploadsRunning = useCallback((running: boolean) => {
    uploading.current = running;
  }, []);
  const admin = useListingForm({
    reference,
    detail,
    stagedImages: () => stagedRef.current,
    imagesUploading: () => uploading.current,
  });
  const { form } = admin;
  const values = useStore(form.store, (state) => state.values);
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const remembered = useQuery({ ...listingQueries.remembered(detail?.id ?? ''), enabled: isEdit }).data;
  const rememberedBodyType = reference.body_types.find((type) => type.value === remembered?.body_type)?.label;
  const fuel = values.fuel_type;
  const title = detail
    ? `${detail.make_name} ${detail.model_name}${detail.variant ? ` ${detail.variant}` : ''}`
    : '';

  const number = (
    name: TextField,
    label: string,
    more: Omit<NumberFieldProps, 'form' | 'name' | 'label'> = {},
  ) => <NumberField form={form} name={name} label={label} {...more} />;

  return (
    <>
      <Link
        to="/admin/listings"
        search={NO_LISTING_FILTERS}
        className="mb-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-zinc-700 hover:text-zinc-950 sm:min-h-0"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Alle annoncer
      </Link>
      <AdminPageHeader
        title={isEdit ? 'Rediger annonce' : 'Opret annonce'}
        {...(detail
          ? {
              description: `${title} · Oprettet ${formatDate(detail.created_at)} · Sidst opdateret ${formatDate(detail.updated_at)}`,
            }
          : { description: 'Bilens data, status, sælger og tilbud gemmes samlet.' })}
        actions={
          detail ? (
            <>
              <ListingStatusBadge status={detail.status} />
              {detail.status === 'active' ? (
                <a
                  href={`/listing/${detail.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass('secondary', 'sm')}
                >
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Vis på siden
                </a>
              ) : null}
            </>
          ) : undefined
        }
      />

      <AdminForm handle={admin} className="space-y-6">
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Section title="Grundoplysninger">
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
                {number('year', 'Årgang', { placeholder: 'f.eks. 2025' })}
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
                    <field.SelectField
                      label="Træk"
                      placeholder="Ikke angivet"
                      options={reference.drive_types}
                    />
                  )}
                </form.AppField>
              </div>
              <p className="mt-3 text-xs text-zinc-600">* skal udfyldes, før annoncen kan være aktiv.</p>
            </Section>

            <Section title="Specifikationer">
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {number('horsepower', 'Hestekræfter', { unit: 'hk' })}
                {number('seats', 'Antal sæder')}
                {number('doors', 'Antal døre')}
                {number('co2_g_km', 'CO₂-udslip', { unit: 'g/km' })}
                {number('co2_tax_half_year', 'CO₂-afgift pr. halvår', { unit: 'kr.' })}
                {isElectric(fuel)
                  ? null
                  : number('consumption_l_100km', 'Forbrug', { unit: 'l/100 km', decimal: true })}
                {hasElectricRange(fuel) ? (
                  <>
                    {number('consumption_kwh_100km', 'Forbrug el', { unit: 'kWh/100 km', decimal: true })}
                    {number('wltp_km', 'Rækkevidde (WLTP)', { unit: 'km' })}
                  </>
                ) : null}
              </div>
            </Section>

            <Section title="Beskrivelse">
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
            </Section>
          </div>

          <div className="space-y-6">
            <Section title="Status og sælger">
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
            </Section>

            <Section title="Pris og link">
              <div className="space-y-4">
                {number('retail_price', 'Vejledende pris', {
                  unit: 'kr.',
                  placeholder: 'f.eks. 329.995',
                  hint: retailPriceHint(values.retail_price, remembered?.retail_price),
                })}
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
            </Section>
          </div>
        </div>

        <Section
          title="Tilbud"
          description="Hvert tilbud er en kombination af km/år, periode og udbetaling med sin månedspris; samme kombination må kun findes én gang."
        >
          <OffersEditor form={form} retailPrice={values.retail_price} />
        </Section>

        <div className="sticky bottom-3 z-20 rounded-2xl bg-white/95 shadow-lg ring-1 ring-zinc-200 backdrop-blur">
          <div className="flex items-center justify-end gap-2 px-3 py-2.5 sm:gap-3 sm:px-4 sm:py-3">
            <p className="mr-auto min-w-0 text-xs text-zinc-600 sm:text-sm" aria-live="polite">
              {submitting
                ? 'Gemmer…'
                : admin.dirty
                  ? 'Ikke gemte ændringer'
                  : isEdit
                    ? 'Alle ændringer er gemt'
                    : ''}
            </p>
            <Button
              variant="secondary"
              disabled={!admin.dirty || submitting}
              className="whitespace-nowrap"
              onClick={() => form.reset(admin.baseline)}
            >
              Nulstil
            </Button>
            <form.SubmitButton>{isEdit ? 'Gem ændringer' : 'Opret annonce'}</form.SubmitButton>
          </div>
        </div>
      </AdminForm>

      {detail ? (
        <div className="mt-6">
          <PriceListStatements detail={detail} />
        </div>
      ) : null}

      <div className="mt-6">
        <Section title="Billeder">
          {detail ? (
            <ListingImagesEditor
              listingId={detail.id}
              onUploadsRunning={onUploadsRunning}
              onListingVersion={(change) =>
                admin.setVersion((current) =>
                  current === change.previous_version ? change.version : current,
                )
              }
            />
          ) : (
            <StagedImagesPicker staged={staged} onChange={setStaged} />
          )}
        </Section>
      </div>

      {detail ? (
        <div className="mt-6">
          <ListingHistory listingId={detail.id} />
        </div>
      ) : null}
    </>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/[^a-zæøå]+/g, '-')}`;
  return (
    <Card>
      <section aria-labelledby={id}>
        <CardHeader>
          <h2 id={id} className="font-semibold">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-zinc-600">{description}</p> : null}
        </CardHeader>
        <CardBody>{children}</CardBody>
      </section>
    </Card>
  );
}

type NumberFieldProps = {
  form: ListingFormApi;
  name: TextField;
  label: string;
  unit?: string;
  decimal?: boolean;
  hint?: string;
  placeholder?: string;
};

function NumberField({ form, name, label, unit, decimal = false, hint, placeholder }: NumberFieldProps) {
  return (
    <form.AppField name={name}>
      {(field) => (
        <field.TextField
          label={unit ? `${label} (${unit})` : label}
          hint={hint}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={placeholder}
        />
      )}
    </form.AppField>
  );
}
