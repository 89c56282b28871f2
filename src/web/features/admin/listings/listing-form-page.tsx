import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink, ImageIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import {
  activationMessage,
  LISTING_LIMITS,
  LISTING_STATUS_OPTIONS,
  type ListingFormInput,
} from '../../../../domain/admin/listing-form-schema';
import { errorCatalogue } from '../../../../domain/errors/error-codes';
import { formatDate, formatKr } from '../../../../domain/format/format-danish';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { controlClass, Field, Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { ListingImagesEditor } from '../listing-images/listing-images-editor';
import { AdminPageHeader } from '../pages/admin-page';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { StaleVersionNotice, type TypedChange } from '../shared/stale-version-notice';
import { fieldError, staleVersionMessageOf, useAdminMutation } from '../shared/use-admin-mutation';
import {
  emptyListingValues,
  type FormErrors,
  hasElectricRange,
  isElectric,
  missingForActivationOf,
  sameListing,
  type TextField,
  validateListingForm,
  valuesFromDetail,
} from './listing-form-values';
import { typedListingChanges } from './listing-typed-changes';
import { createListing, listingQueries, NO_LISTING_FILTERS, updateListing } from './listings-api';
import { OffersEditor } from './offers-editor';
import { PriceListStatements } from './price-list-statements';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => (detail ? valuesFromDetail(detail) : emptyListingValues()));
  // The version this form's copy is at (ADR 037): sent with a save, followed by our own image changes.
  const [version, setVersion] = useState(detail?.version ?? 0);
  const [conflict, setConflict] = useState<{
    message: string;
    changes: TypedChange[];
    reloaded: boolean;
  } | null>(null);
  const [reloading, setReloading] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  const conflictMessage = conflict?.message;
  useEffect(() => {
    if (conflictMessage) conflictRef.current?.scrollIntoView({ block: 'center' });
  }, [conflictMessage]);
  const [values, setValues] = useState(baseline);
  const [showErrors, setShowErrors] = useState(false);
  const leaving = useRef(false);
  const dirty = !sameListing(values, baseline);
  const isEdit = detail !== undefined;
  const remembered = useQuery({ ...listingQueries.remembered(detail?.id ?? ''), enabled: isEdit }).data;
  const rememberedBodyType = reference.body_types.find((type) => type.value === remembered?.body_type)?.label;

  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !leaving.current,
    enableBeforeUnload: () => dirty && !leaving.current,
    withResolver: true,
  });

  const save = useAdminMutation({
    kind: isEdit ? 'update' : 'create',
    context: isEdit ? 'listing update' : 'listing create',
    mutationFn: (input: ListingFormInput) =>
      detail ? updateListing({ id: detail.id, input, expectedVersion: version }) : createListing(input),
    successMessage: isEdit ? 'Annoncen er gemt' : 'Annoncen er oprettet',
    invalidate: [listingQueries.all],
    onSuccess: async (result) => {
      setBaseline(values);
      setVersion(result.version);
      setConflict(null);
      if (!isEdit) {
        leaving.current = true;
        await navigate({ to: '/admin/listings/edit/$id', params: { id: result.id }, replace: true });
      }
    },
  });

  const validation = validateListingForm(values);
  const errors: FormErrors = showErrors ? validation.errors : {};
  const errorOf = (path: string) => errors[path] ?? (save.isError ? fieldError(save.error, path) : undefined);
  const offerErrors: FormErrors = { ...errors };
  if (save.error && 'issues' in save.error) {
    for (const issue of (save.error as { issues: { path: string; message: string }[] }).issues) {
      if (issue.path.startsWith('offers')) offerErrors[issue.path] ??= issue.message;
    }
  }

  const set = (field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: TextField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    if (!validation.input) {
      notify.error(errorCatalogue.VALIDATION.message);
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
      });
      return;
    }
    save.mutate(validation.input, {
      onError: (error) => {
        const message = staleVersionMessageOf(error);
        if (message) {
          setConflict({
            message,
            changes: typedListingChanges(values, baseline, reference),
            reloaded: false,
          });
        }
      },
    });
  };

  /** After a refused save: shows the listing as saved now; the typed changes stay in the notice. */
  const reload = async () => {
    if (!detail) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({ ...listingQueries.detail(detail.id), staleTime: 0 });
      const freshValues = valuesFromDetail(fresh);
      setBaseline(freshValues);
      setValues(freshValues);
      setVersion(fresh.version);
      setShowErrors(false);
      save.reset();
      setConflict((current) => current && { ...current, reloaded: true });
    } catch {
      notify.error(errorCatalogue.FETCH_FAILED.message);
    } finally {
      setReloading(false);
    }
  };

  const make = reference.makes.find((m) => m.id === values.make_id);
  const missing = missingForActivationOf(values);
  const fuel = values.fuel_type;
  const title = detail
    ? `${detail.make_name} ${detail.model_name}${detail.variant ? ` ${detail.variant}` : ''}`
    : '';

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

      <form
        noValidate
        onSubmit={onSubmit}
        aria-label={isEdit ? 'Rediger annonce' : 'Opret annonce'}
        className="space-y-6"
      >
        {conflict ? (
          <div ref={conflictRef} className="scroll-mt-24">
            <StaleVersionNotice
              message={conflict.message}
              reloaded={conflict.reloaded}
              reloading={reloading}
              changes={conflict.changes}
              onReload={() => void reload()}
              onDismiss={() => setConflict(null)}
            />
          </div>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <Section title="Grundoplysninger">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label="Mærke *" error={errorOf('make_id')}>
                  {(props) => (
                    <Select
                      {...props}
                      value={values.make_id}
                      placeholder="Vælg mærke"
                      options={reference.makes.map((m) => ({ value: m.id, label: m.name }))}
                      onChange={(event) =>
                        setValues((current) => ({ ...current, make_id: event.target.value, model_name: '' }))
                      }
                    />
                  )}
                </Field>
                <Field
                  label="Model *"
                  error={errorOf('model_name')}
                  hint={
                    make
                      ? 'Vælg en af mærkets modeller, eller skriv en ny (den oprettes under mærket).'
                      : undefined
                  }
                >
                  {(props) => (
                    <>
                      <Input
                        {...props}
                        {...bind('model_name')}
                        list="listing-model-options"
                        disabled={!make}
                        placeholder={make ? 'f.eks. Corolla' : 'Vælg først et mærke'}
                        autoComplete="off"
                        maxLength={LISTING_LIMITS.modelName.max}
                      />
                      <datalist id="listing-model-options">
                        {make?.models.map((m) => (
                          <option key={m.id} value={m.name} />
                        ))}
                      </datalist>
                    </>
                  )}
                </Field>
                <Field
                  label="Variant"
                  hint='F.eks. "2.0 TDI", "Hybrid" eller "S-Line".'
                  error={errorOf('variant')}
                >
                  {(props) => (
                    <Input {...props} {...bind('variant')} maxLength={LISTING_LIMITS.variant.max} />
                  )}
                </Field>
                <NumberField
                  label="Årgang"
                  field="year"
                  bind={bind}
                  error={errorOf('year')}
                  placeholder="f.eks. 2025"
                />
                <Field
                  label="Biltype *"
                  error={errorOf('body_type')}
                  hint={rememberedBodyType ? `Husket for varianten: ${rememberedBodyType}` : undefined}
                >
                  {(props) => (
                    <Select
                      {...props}
                      {...bind('body_type')}
                      placeholder="Vælg biltype"
                      options={reference.body_types}
                    />
                  )}
                </Field>
                <Field label="Brændstoftype *" error={errorOf('fuel_type')}>
                  {(props) => (
                    <Select
                      {...props}
                      {...bind('fuel_type')}
                      placeholder="Vælg brændstof"
                      options={reference.fuel_types}
                    />
                  )}
                </Field>
                <Field label="Gearkasse *" error={errorOf('transmission')}>
                  {(props) => (
                    <Select
                      {...props}
                      {...bind('transmission')}
                      placeholder="Vælg gearkasse"
                      options={reference.transmissions}
                    />
                  )}
                </Field>
                <Field label="Træk" error={errorOf('drive_type')}>
                  {(props) => (
                    <Select
                      {...props}
                      {...bind('drive_type')}
                      placeholder="Ikke angivet"
                      options={reference.drive_types}
                    />
                  )}
                </Field>
              </div>
              <p className="mt-3 text-xs text-zinc-600">* skal udfyldes, før annoncen kan være aktiv.</p>
            </Section>

            <Section title="Specifikationer">
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                <NumberField
                  label="Hestekræfter"
                  field="horsepower"
                  unit="hk"
                  bind={bind}
                  error={errorOf('horsepower')}
                />
                <NumberField label="Antal sæder" field="seats" bind={bind} error={errorOf('seats')} />
                <NumberField label="Antal døre" field="doors" bind={bind} error={errorOf('doors')} />
                <NumberField
                  label="CO₂-udslip"
                  field="co2_g_km"
                  unit="g/km"
                  bind={bind}
                  error={errorOf('co2_g_km')}
                />
                <NumberField
                  label="CO₂-afgift pr. halvår"
                  field="co2_tax_half_year"
                  unit="kr."
                  bind={bind}
                  error={errorOf('co2_tax_half_year')}
                />
                {isElectric(fuel) ? null : (
                  <NumberField
                    label="Forbrug"
                    field="consumption_l_100km"
                    unit="l/100 km"
                    decimal
                    bind={bind}
                    error={errorOf('consumption_l_100km')}
                  />
                )}
                {hasElectricRange(fuel) ? (
                  <>
                    <NumberField
                      label="Forbrug el"
                      field="consumption_kwh_100km"
                      unit="kWh/100 km"
                      decimal
                      bind={bind}
                      error={errorOf('consumption_kwh_100km')}
                    />
                    <NumberField
                      label="Rækkevidde (WLTP)"
                      field="wltp_km"
                      unit="km"
                      bind={bind}
                      error={errorOf('wltp_km')}
                    />
                  </>
                ) : null}
              </div>
            </Section>

            <Section title="Beskrivelse">
              <Field
                label="Beskrivelse"
                hint={`${values.description.length} / ${LISTING_LIMITS.description.max} tegn`}
                error={errorOf('description')}
              >
                {(props) => (
                  <textarea
                    {...props}
                    {...bind('description')}
                    rows={5}
                    className={`${controlClass} py-2`}
                    maxLength={LISTING_LIMITS.description.max}
                  />
                )}
              </Field>
            </Section>
          </div>

          <div className="space-y-6">
            <Section title="Status og sælger">
              <div className="space-y-4">
                <Field
                  label="Status"
                  error={errorOf('status')}
                  hint={
                    missing.length > 0 && values.status !== 'active'
                      ? `${activationMessage(missing)}.`
                      : values.status === 'active'
                        ? 'Vises på siden med sine tilbud.'
                        : 'Klar til at blive aktiveret.'
                  }
                >
                  {(props) => (
                    <Select
                      {...props}
                      value={values.status}
                      options={LISTING_STATUS_OPTIONS}
                      onChange={(event) =>
                        setValues((current) => ({ ...current, status: event.target.value as ListingStatus }))
                      }
                    />
                  )}
                </Field>
                <Field label="Sælger *" error={errorOf('seller_id')}>
                  {(props) => (
                    <Select
                      {...props}
                      {...bind('seller_id')}
                      placeholder="Vælg sælger"
                      options={reference.sellers.map((s) => ({ value: s.id, label: s.name }))}
                    />
                  )}
                </Field>
              </div>
            </Section>

            <Section title="Pris og link">
              <div className="space-y-4">
                <NumberField
                  label="Vejledende pris"
                  field="retail_price"
                  unit="kr."
                  bind={bind}
                  error={errorOf('retail_price')}
                  hint={`Bilens nypris. LeaseScore beregnes ud fra den (75.000–2.500.000 kr. giver en score).${
                    remembered?.retail_price
                      ? ` Husket for varianten: ${formatKr(remembered.retail_price)}.`
                      : ''
                  }`}
                  placeholder="f.eks. 329.995"
                />
                <Field
                  label="Ekstern URL"
                  hint='Vises som "Gå til tilbud" på annoncens side.'
                  error={errorOf('external_url')}
                >
                  {(props) => (
                    <Input
                      {...props}
                      {...bind('external_url')}
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                    />
                  )}
                </Field>
              </div>
            </Section>
          </div>
        </div>

        <Section
          title="Tilbud"
          description="Hvert tilbud er en kombination af km/år, periode og udbetaling med sin månedspris; samme kombination må kun findes én gang."
        >
          <OffersEditor
            rows={values.offers}
            onChange={(offers) => setValues((current) => ({ ...current, offers }))}
            retailPrice={values.retail_price}
            errors={offerErrors}
          />
        </Section>

        <div className="sticky bottom-3 z-20 rounded-2xl bg-white/95 shadow-lg ring-1 ring-zinc-200 backdrop-blur">
          <div className="flex items-center justify-end gap-2 px-3 py-2.5 sm:gap-3 sm:px-4 sm:py-3">
            <p className="mr-auto min-w-0 text-xs text-zinc-600 sm:text-sm" aria-live="polite">
              {save.isPending
                ? 'Gemmer…'
                : dirty
                  ? 'Ikke gemte ændringer'
                  : isEdit
                    ? 'Alle ændringer er gemt'
                    : ''}
            </p>
            <Button
              variant="secondary"
              disabled={!dirty || save.isPending}
              className="whitespace-nowrap"
              onClick={() => {
                setValues(baseline);
                setShowErrors(false);
                save.reset();
              }}
            >
              Nulstil
            </Button>
            <Button type="submit" disabled={save.isPending} className="whitespace-nowrap">
              {save.isPending ? <Spinner label="Gemmer" /> : null}
              {isEdit ? 'Gem ændringer' : 'Opret annonce'}
            </Button>
          </div>
        </div>
      </form>

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
              onListingVersion={(change) =>
                setVersion((current) => (current === change.previous_version ? change.version : current))
              }
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-zinc-600">
              <ImageIcon aria-hidden="true" className="size-4" />
              Billeder kan tilføjes, når annoncen er oprettet.
            </p>
          )}
        </Section>
      </div>

      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open) blocker.reset?.();
        }}
        title="Forlad siden uden at gemme?"
        description="Du har ændringer, der ikke er gemt. Forlader du siden, går de tabt."
        confirmLabel="Forlad uden at gemme"
        onConfirm={() => blocker.proceed?.()}
      />
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

function NumberField({
  label,
  field,
  unit,
  decimal = false,
  hint,
  placeholder,
  error,
  bind,
}: {
  label: string;
  field: TextField;
  unit?: string;
  decimal?: boolean;
  hint?: string;
  placeholder?: string;
  error: string | undefined;
  bind: (field: TextField) => { value: string; onChange: (event: { target: { value: string } }) => void };
}) {
  return (
    <Field label={unit ? `${label} (${unit})` : label} hint={hint} error={error}>
      {(props) => (
        <Input
          {...props}
          {...bind(field)}
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          placeholder={placeholder}
          className="numeric"
        />
      )}
    </Field>
  );
}
