import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { z } from 'zod/mini';
import type { LEAD_FORM_FIELDS } from '../../../domain/analytics/analytics-event-enums';
import { enquiriesApi } from '../../../domain/api/enquiries-api';
import { fieldIssuesOf } from '../../../domain/api/field-issues';
import { enquiryConsentLabel, enquiryConsentText } from '../../../domain/enquiries/enquiry-consent';
import { ENQUIRY_MESSAGE_MAX, enquiryInputSchema } from '../../../domain/enquiries/enquiry-input-schema';
import {
  CONTACT_TIME_LABELS,
  type ContactTime,
  contactTimes,
} from '../../../domain/enquiries/enquiry-vocabulary';
import { errorCatalogue } from '../../../domain/errors/error-codes';
import { formatKr, formatMonthly } from '../../../domain/format/format-danish';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import { Button, buttonClass } from '../../components/ui/button';
import { DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';
import { ApiError, apiCall, NETWORK_ERROR_STATUS } from '../../lib/api-client';
import type { LeadTracking } from '../analytics/wiring/lead-tracking';
import { carName, offerTermsLine } from '../listing-detail/lib/detail-meta';
import { HowWeEarnLink } from '../static-pages/how-we-earn/how-we-earn-link';
import { EMPTY_ENQUIRY, type EnquiryValues, enquiryDraft } from './enquiry-values';

type FormField = (typeof LEAD_FORM_FIELDS)[number];
const FORM_FIELDS: readonly FormField[] = ['name', 'email', 'phone', 'message', 'contact_time', 'consent'];
const isFormField = (path: string): path is FormField => (FORM_FIELDS as readonly string[]).includes(path);

const CONTACT_TIME_OPTIONS = contactTimes.map((value) => ({ value, label: CONTACT_TIME_LABELS[value] }));

/** A refused send's words for the form's top, and its reason for lead_submit_failed. */
function failureOf(error: unknown) {
  if (!(error instanceof ApiError) || error.status === NETWORK_ERROR_STATUS) {
    return { reason: 'network' as const, message: errorCatalogue.NETWORK.message };
  }
  if (error.status === 429) return { reason: 'rate_limited' as const, message: error.message };
  if (error.status >= 500) return { reason: 'server' as const, message: errorCatalogue.INTERNAL.message };
  return { reason: 'validation' as const, message: error.message };
}

/**
 * The enquiry form for one offer (issue 29, ADR 064), in the dialog of "Få et tilbud fra <sælger>":
 * the offer as the page shows it, the visitor's details, what is sent to whom, and consent. Checked by
 * the schema the server uses; the server's answer lands on the same fields. Sent: the confirmation page.
 */
export function EnquiryDialogPanel({
  listing,
  sellerName,
  isDesktop,
  tracking,
  onSent,
}: {
  listing: ListingDetail;
  sellerName: string;
  isDesktop: boolean;
  tracking: LeadTracking;
  onSent: () => void;
}) {
  const navigate = useNavigate();
  const openedAt = useRef(performance.now());
  const formRef = useRef<HTMLFormElement>(null);
  const serverIssues = useRef<{ fields: Record<string, string>; values: EnquiryValues } | null>(null);
  const [topMessage, setTopMessage] = useState<string | null>(null);

  const focusFirstInvalid = () =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );

  const form = useForm({
    defaultValues: EMPTY_ENQUIRY,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const parsed = z.safeParse(enquiryInputSchema, enquiryDraft(listing, value, 0));
        const fields: Record<string, string> = {};
        for (const issue of parsed.success ? [] : fieldIssuesOf(parsed.error.issues)) {
          if (isFormField(issue.path)) fields[issue.path] ??= issue.message;
        }
        // A server issue holds while its field still has the value that was sent.
        const server = serverIssues.current;
        for (const [field, message] of Object.entries(server?.fields ?? {})) {
          if (value[field as FormField] === server?.values[field as FormField]) fields[field] ??= message;
        }
        return Object.keys(fields).length > 0 ? { fields } : undefined;
      },
    },
    onSubmitInvalid: ({ formApi }) => {
      const invalid = FORM_FIELDS.filter((field) => formApi.getFieldMeta(field)?.errors.some(Boolean));
      tracking.failed('validation', invalid);
      focusFirstInvalid();
    },
    onSubmit: async ({ value }) => {
      setTopMessage(null);
      const parsed = z.safeParse(
        enquiryInputSchema,
        enquiryDraft(listing, value, performance.now() - openedAt.current),
      );
      if (!parsed.success) return;
      try {
        const answer = await apiCall(enquiriesApi.submit, { body: parsed.data });
        tracking.submitted();
        onSent();
        await navigate({
          to: '/henvendelse-sendt',
          search: { listing: listing.id },
          state: {
            enquirySent: {
              message: answer.message,
              car: carName(listing),
              terms: offerTermsLine(listing),
              monthly: formatMonthly(listing.monthly_price),
              total: formatKr(listing.total_cost),
            },
          },
        });
      } catch (error) {
        const failure = failureOf(error);
        const fields: Record<string, string> = {};
        for (const issue of error instanceof ApiError ? error.issues : []) {
          if (isFormField(issue.path)) fields[issue.path] ??= issue.message;
        }
        tracking.failed(failure.reason, Object.keys(fields) as FormField[]);
        if (Object.keys(fields).length > 0) {
          serverIssues.current = { fields, values: value };
          await form.validate('submit');
          focusFirstInvalid();
        } else {
          setTopMessage(failure.message);
        }
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  const errorOf = (errors: readonly unknown[]) =>
    errors.find((error) => typeof error === 'string') as string | undefined;

  return (
    <DialogContent
      side={isDesktop ? 'center' : 'bottom'}
      title={`Få et tilbud fra ${sellerName}`}
      description="Skriv dine oplysninger, så kontakter forhandleren dig om netop dette tilbud."
      footer={
        <>
          <DialogClose className={buttonClass('secondary')}>Annuller</DialogClose>
          <Button type="submit" form="enquiry-form" disabled={submitting}>
            {submitting ? 'Sender…' : 'Send henvendelse'}
          </Button>
        </>
      }
    >
      <form
        id="enquiry-form"
        ref={formRef}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          serverIssues.current = null;
          void form.handleSubmit();
        }}
      >
        <section aria-label="Det valgte tilbud" className="rounded-xl bg-zinc-50 p-4 text-sm">
          <p className="font-semibold text-zinc-900">{carName(listing)}</p>
          <p className="numeric mt-1 text-zinc-700">{offerTermsLine(listing)}</p>
          <p className="numeric mt-1 text-zinc-700">
            <span className="font-semibold text-zinc-900">{formatMonthly(listing.monthly_price)}</span> · i
            alt {formatKr(listing.total_cost)}
          </p>
        </section>
        {topMessage ? (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {topMessage}
          </p>
        ) : null}
        <form.Field name="name">
          {(field) => (
            <Field label="Navn" error={errorOf(field.state.meta.errors)}>
              {(props) => (
                <Input
                  {...props}
                  autoComplete="name"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              )}
            </Field>
          )}
        </form.Field>
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
        <form.Field name="phone">
          {(field) => (
            <Field label="Telefon" error={errorOf(field.state.meta.errors)}>
              {(props) => (
                <Input
                  {...props}
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
              )}
            </Field>
          )}
        </form.Field>
        <form.Field name="contact_time">
          {(field) => (
            <Field label="Hvornår må forhandleren kontakte dig?" error={errorOf(field.state.meta.errors)}>
              {(props) => (
                <Select
                  {...props}
                  options={CONTACT_TIME_OPTIONS}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value as ContactTime)}
                  onBlur={field.handleBlur}
                />
              )}
            </Field>
          )}
        </form.Field>
        <form.Field name="message">
          {(field) => (
            <Field label="Besked (valgfri)" error={errorOf(field.state.meta.errors)}>
              {(props) => (
                <textarea
                  {...props}
                  rows={3}
                  maxLength={ENQUIRY_MESSAGE_MAX}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  className="block w-full rounded-xl bg-white px-3 py-2 text-base text-zinc-900 ring-1 ring-zinc-300 ring-inset focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none aria-invalid:ring-red-600 sm:text-sm"
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
        <div className="space-y-2 rounded-xl bg-brand-50/60 p-4 text-sm text-zinc-700">
          <p>{enquiryConsentText(sellerName)}</p>
          <p>
            <HowWeEarnLink />
          </p>
        </div>
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
                    aria-describedby={error ? 'enquiry-consent-error' : undefined}
                    onChange={(event) => field.handleChange(event.target.checked)}
                    onBlur={field.handleBlur}
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                  />
                  <span>{enquiryConsentLabel(sellerName)}</span>
                </label>
                {error ? (
                  <p id="enquiry-consent-error" className="mt-1.5 text-xs font-medium text-red-700">
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
