import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import type { LEAD_FORM_FIELDS } from '../../../domain/analytics/analytics-event-enums';
import { enquiriesApi } from '../../../domain/api/enquiries-api';
import { enquiryConsentLabel, enquiryConsentText } from '../../../domain/enquiries/enquiry-consent';
import { ENQUIRY_MESSAGE_MAX, enquiryInputSchema } from '../../../domain/enquiries/enquiry-input-schema';
import { CONTACT_TIME_LABELS, contactTimes } from '../../../domain/enquiries/enquiry-vocabulary';
import { formatKr, formatMonthly } from '../../../domain/format/format-danish';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import { Button, buttonClass } from '../../components/ui/button';
import { DialogClose, DialogContent } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { ApiError, apiCall } from '../../lib/api-client';
import type { LeadTracking } from '../analytics/wiring/lead-tracking';
import { carName, offerTermsLine } from '../listing-detail/lib/detail-meta';
import { HowWeEarnLink } from '../static-pages/how-we-earn/how-we-earn-link';
import { submitFailureOf } from '../visitor-forms/submit-failure';
import { messagesByField, useVisitorForm } from '../visitor-forms/use-visitor-form';
import {
  ConsentField,
  errorOf,
  FormTopMessage,
  HoneypotField,
  SelectField,
  TextField,
} from '../visitor-forms/visitor-form-fields';
import { EMPTY_ENQUIRY, type EnquiryValues, enquiryDraft } from './enquiry-values';

type FormField = (typeof LEAD_FORM_FIELDS)[number];
const FORM_FIELDS: readonly FormField[] = ['name', 'email', 'phone', 'message', 'contact_time', 'consent'];
const isFormField = (path: string): path is FormField => (FORM_FIELDS as readonly string[]).includes(path);

const CONTACT_TIME_OPTIONS = contactTimes.map((value) => ({ value, label: CONTACT_TIME_LABELS[value] }));

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
  const visitorForm = useVisitorForm({
    schema: enquiryInputSchema,
    draftOf: (values: EnquiryValues, msOnForm: number) => enquiryDraft(listing, values, msOnForm),
    isFormField,
  });
  const { topMessage, setTopMessage } = visitorForm;

  const form = useForm({
    defaultValues: EMPTY_ENQUIRY,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => visitorForm.fieldErrors(value) },
    onSubmitInvalid: ({ formApi }) => {
      const invalid = FORM_FIELDS.filter((field) => formApi.getFieldMeta(field)?.errors.some(Boolean));
      tracking.failed('validation', invalid);
      visitorForm.focusFirstInvalid();
    },
    onSubmit: async ({ value }) => {
      setTopMessage(null);
      const body = visitorForm.draftToSend(value);
      if (!body) return;
      try {
        const answer = await apiCall(enquiriesApi.submit, { body });
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
        const failure = submitFailureOf(error);
        const fields = messagesByField(error instanceof ApiError ? error.issues : [], isFormField);
        tracking.failed(failure.reason, Object.keys(fields) as FormField[]);
        if (!(await visitorForm.showServerIssues(fields, value, () => form.validate('submit')))) {
          setTopMessage(failure.message);
        }
      }
    },
  });
  const submitting = useStore(form.store, (state) => state.isSubmitting);

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
      <form id="enquiry-form" {...visitorForm.formProps(form.handleSubmit)}>
        <section aria-label="Det valgte tilbud" className="rounded-xl bg-zinc-50 p-4 text-sm">
          <p className="font-semibold text-zinc-900">{carName(listing)}</p>
          <p className="numeric mt-1 text-zinc-700">{offerTermsLine(listing)}</p>
          <p className="numeric mt-1 text-zinc-700">
            <span className="font-semibold text-zinc-900">{formatMonthly(listing.monthly_price)}</span> · i
            alt {formatKr(listing.total_cost)}
          </p>
        </section>
        <FormTopMessage message={topMessage} />
        <form.Field name="name">
          {(field) => <TextField label="Navn" field={field} autoComplete="name" />}
        </form.Field>
        <form.Field name="email">
          {(field) => <TextField label="E-mail" field={field} type="email" autoComplete="email" />}
        </form.Field>
        <form.Field name="phone">
          {(field) => (
            <TextField label="Telefon" field={field} type="tel" autoComplete="tel" inputMode="tel" />
          )}
        </form.Field>
        <form.Field name="contact_time">
          {(field) => (
            <SelectField
              label="Hvornår må forhandleren kontakte dig?"
              field={field}
              options={CONTACT_TIME_OPTIONS}
            />
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
        <form.Field name="fax">{(field) => <HoneypotField field={field} />}</form.Field>
        <div className="space-y-2 rounded-xl bg-brand-50/60 p-4 text-sm text-zinc-700">
          <p>{enquiryConsentText(sellerName)}</p>
          <p>
            <HowWeEarnLink />
          </p>
        </div>
        <form.Field name="consent">
          {(field) => (
            <ConsentField
              field={field}
              label={enquiryConsentLabel(sellerName)}
              errorId="enquiry-consent-error"
            />
          )}
        </form.Field>
      </form>
    </DialogContent>
  );
}
