import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import { fieldIssuesOf } from '../../../domain/api/field-issues';
import { priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { errorCatalogue } from '../../../domain/errors/error-codes';
import { formatMonthly } from '../../../domain/format/format-danish';
import {
  PRICE_ALERT_CONSENT_LABEL,
  priceAlertConsentText,
} from '../../../domain/price-alerts/price-alert-consent';
import { priceAlertInputSchema } from '../../../domain/price-alerts/price-alert-input-schema';
import {
  PRICE_ALERT_FREQUENCY_LABELS,
  type PriceAlertFrequency,
  priceAlertFrequencies,
} from '../../../domain/price-alerts/price-alert-vocabulary';
import { Button, buttonClass } from '../../components/ui/button';
import { DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiError, apiCall, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import { carName, offerTermsLine } from '../listing-detail/lib/detail-meta';
import { type AlertSubject, alertDraft, emptyAlertValues, type PriceAlertValues } from './price-alert-values';

const FORM_FIELDS = ['email', 'frequency', 'target_price', 'consent'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (path: string): path is FormField => (FORM_FIELDS as readonly string[]).includes(path);

const FREQUENCY_OPTIONS = priceAlertFrequencies.map((value) => ({
  value,
  label: PRICE_ALERT_FREQUENCY_LABELS[value],
}));

function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS)
    return errorCatalogue.NETWORK.message;
  if (error.status >= 500) return errorCatalogue.INTERNAL.message;
  return error.message;
}

const errorOf = (errors: readonly unknown[]) =>
  errors.find((error) => typeof error === 'string') as string | undefined;

/**
 * The "Giv mig besked" form (issue 30, ADR 072): e-mail, how often, for a car any drop or a chosen
 * price, and consent; checked by the schema the server uses. Sent: "Tjek din e-mail" in its place.
 */
export function PriceAlertDialogPanel({ subject, isDesktop }: { subject: AlertSubject; isDesktop: boolean }) {
  const openedAt = useRef(performance.now());
  const formRef = useRef<HTMLFormElement>(null);
  const serverIssues = useRef<{ fields: Record<string, string>; values: PriceAlertValues } | null>(null);
  const [topMessage, setTopMessage] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const form = useForm({
    defaultValues: emptyAlertValues(subject),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = z.safeParse(priceAlertInputSchema, alertDraft(subject, value, 0));
        const fields: Record<string, string> = {};
        for (const issue of parsed.success ? [] : fieldIssuesOf(parsed.error.issues)) {
          if (isFormField(issue.path)) fields[issue.path] ??= issue.message;
        }
        const server = serverIssues.current;
        for (const [field, message] of Object.entries(server?.fields ?? {})) {
          if (value[field as FormField] === server?.values[field as FormField]) fields[field] ??= message;
        }
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: focusFirstInvalid,
    onSubmit: async ({ value }) => {
      setTopMessage(null);
      const parsed = z.safeParse(
        priceAlertInputSchema,
        alertDraft(subject, value, performance.now() - openedAt.current),
      );
      if (!parsed.success) return;
      try {
        const answer = await apiCall(priceAlertsApi.subscribe, { body: parsed.data });
        setSent(answer.message);
      } catch (error) {
        const fields: Record<string, string> = {};
        let searchIssue: string | undefined;
        for (const issue of error instanceof ApiError ? error.issues : []) {
          if (issue.path === 'query') searchIssue ??= issue.message;
          else if (isFormField(issue.path)) fields[issue.path] ??= issue.message;
        }
        if (Object.keys(fields).length > 0) {
          serverIssues.current = { fields, values: value };
          await form.validate('submit');
          focusFirstInvalid();
        } else {
          setTopMessage(searchIssue ?? failureMessage(error));
        }
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const target = useStore(form.store, (state) => state.values.target);

  const title = subject.kind === 'car' ? 'Giv mig besked om prisfald' : 'Giv mig besked om nye biler';
  const description =
    subject.kind === 'car'
      ? 'Vi skriver til dig, når bilen bliver billigere med de valg, du har nu.'
      : 'Vi skriver til dig, når nye biler passer til din søgning.';

  if (sent) {
    return (
      <DialogContent
        side={isDesktop ? 'center' : 'bottom'}
        title="Tjek din e-mail"
        description={sent}
        footer={<DialogClose className={buttonClass()}>Færdig</DialogClose>}
      >
        <p
          role="status"
          className="flex items-start gap-3 rounded-xl bg-brand-50/60 p-4 text-sm text-zinc-800"
        >
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
          {sent}
        </p>
      </DialogContent>
    );
  }

  return (
    <DialogContent
      side={isDesktop ? 'center' : 'bottom'}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose className={buttonClass('secondary')}>Annuller</DialogClose>
          <Button type="submit" form="price-alert-form" disabled={submitting}>
            {submitting ? 'Opretter…' : 'Opret besked'}
          </Button>
        </>
      }
    >
      <form
        id="price-alert-form"
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          serverIssues.current = null;
          void form.handleSubmit();
        }}
      >
        {subject.kind === 'car' ? (
          <section aria-label="Bilen" className="rounded-xl bg-zinc-50 p-4 text-sm">
            <p className="font-semibold text-zinc-900">{carName(subject.listing)}</p>
            <p className="numeric mt-1 text-zinc-700">{offerTermsLine(subject.listing)}</p>
            <p className="numeric mt-1 text-zinc-700">
              Nu{' '}
              <span className="font-semibold text-zinc-900">
                {formatMonthly(subject.listing.monthly_price)}
              </span>
            </p>
          </section>
        ) : null}
        {topMessage ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {topMessage}
          </p>
        ) : null}
        {subject.kind === 'car' ? (
          <form.Field name="target">
            {(field) => (
              <fieldset className="space-y-2">
                <legend className="mb-1.5 text-sm font-medium text-zinc-800">
                  Hvornår vil du have besked?
                </legend>
                {(
                  [
                    ['drop', 'Når prisen falder'],
                    ['price', 'Når prisen når en pris, jeg vælger'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex items-center gap-3 text-sm text-zinc-900">
                    <input
                      type="radio"
                      name="price-alert-target"
                      value={value}
                      checked={field.state.value === value}
                      onChange={() => field.handleChange(value)}
                      className="size-5 accent-brand-700"
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
            )}
          </form.Field>
        ) : null}
        {subject.kind === 'car' && target === 'price' ? (
          <form.Field name="target_price">
            {(field) => (
              <Field label="Din pris pr. måned (kr.)" error={errorOf(field.state.meta.errors)}>
                {(props) => (
                  <Input
                    {...props}
                    inputMode="numeric"
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.target.value)}
                    onBlur={field.handleBlur}
                  />
                )}
              </Field>
            )}
          </form.Field>
        ) : null}
        <form.Field name="email">
          {(field) => (
            <Field label="E-mail" error={errorOf(field.state.meta.errors)}>
              {(props) => (
                <Input
                  {...props}
                  type="email"
                  autoComplete="email"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              )}
            </Field>
          )}
        </form.Field>
        <form.Field name="frequency">
          {(field) => (
            <Field label="Hvor ofte?" error={errorOf(field.state.meta.errors)}>
              {(props) => (
                <Select
                  {...props}
                  options={FREQUENCY_OPTIONS}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as PriceAlertFrequency)}
                  onBlur={field.handleBlur}
                />
              )}
            </Field>
          )}
        </form.Field>
        {/* The honeypot: hidden from people and from screen readers; a bot fills it in. */}
        <form.Field name="fax">
          {(field) => (
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label>
                Fax
                <input
                  tabIndex={-1}
                  autoComplete="off"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              </label>
            </div>
          )}
        </form.Field>
        <p className="rounded-xl bg-brand-50/60 p-4 text-sm text-zinc-700">{priceAlertConsentText()}</p>
        <form.Field name="consent">
          {(field) => {
            const error = errorOf(field.state.meta.errors);
            return (
              <div>
                <label className="flex items-start gap-3 text-sm text-zinc-900">
                  <input
                    type="checkbox"
                    checked={field.state.value}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'price-alert-consent-error' : undefined}
                    onChange={(event) => field.handleChange(event.target.checked)}
                    onBlur={field.handleBlur}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span>{PRICE_ALERT_CONSENT_LABEL}</span>
                </label>
                {error ? (
                  <p id="price-alert-consent-error" className="mt-1.5 text-xs font-medium text-red-700">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          }}
        </form.Field>
      </form>
    </DialogContent>
  );
}
