import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { priceAlertsApi } from '../../../domain/api/price-alerts-api';
import { formatMonthly } from '../../../domain/format/format-danish';
import {
  PRICE_ALERT_CONSENT_LABEL,
  priceAlertConsentText,
} from '../../../domain/price-alerts/price-alert-consent';
import { priceAlertInputSchema } from '../../../domain/price-alerts/price-alert-input-schema';
import {
  PRICE_ALERT_FREQUENCY_LABELS,
  priceAlertFrequencies,
} from '../../../domain/price-alerts/price-alert-vocabulary';
import { Button, buttonClass } from '../../components/ui/button';
import { DialogClose, DialogContent } from '../../components/ui/dialog';
import { ApiError, apiCall } from '../../lib/api-client';
import { carName, offerTermsLine } from '../listing-detail/lib/detail-meta';
import { submitFailureOf } from '../visitor-forms/submit-failure';
import { messagesByField, useVisitorForm } from '../visitor-forms/use-visitor-form';
import {
  ConsentField,
  FormTopMessage,
  HoneypotField,
  SelectField,
  TextField,
} from '../visitor-forms/visitor-form-fields';
import { type AlertSubject, alertDraft, emptyAlertValues, type PriceAlertValues } from './price-alert-values';

const FORM_FIELDS = ['email', 'frequency', 'target_price', 'consent'] as const;
const isFormField = (path: string) => (FORM_FIELDS as readonly string[]).includes(path);

const FREQUENCY_OPTIONS = priceAlertFrequencies.map((value) => ({
  value,
  label: PRICE_ALERT_FREQUENCY_LABELS[value],
}));

/**
 * The "Giv mig besked" form (issue 30, ADR 072): e-mail, how often, for a car any drop or a chosen
 * price, and consent; checked by the schema the server uses. Sent: "Tjek din e-mail" in its place.
 */
export function PriceAlertDialogPanel({ subject, isDesktop }: { subject: AlertSubject; isDesktop: boolean }) {
  const [sent, setSent] = useState<string | null>(null);
  const visitorForm = useVisitorForm({
    schema: priceAlertInputSchema,
    draftOf: (values: PriceAlertValues, msOnForm: number) => alertDraft(subject, values, msOnForm),
    isFormField,
  });
  const { topMessage, setTopMessage } = visitorForm;

  const form = useForm({
    defaultValues: emptyAlertValues(subject),
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => visitorForm.fieldErrors(value) },
    onSubmitInvalid: visitorForm.focusFirstInvalid,
    onSubmit: async ({ value }) => {
      setTopMessage(null);
      const body = visitorForm.draftToSend(value);
      if (!body) return;
      try {
        const answer = await apiCall(priceAlertsApi.subscribe, { body });
        setSent(answer.message);
      } catch (error) {
        const issues = error instanceof ApiError ? error.issues : [];
        const fields = messagesByField(issues, isFormField);
        if (!(await visitorForm.showServerIssues(fields, value, () => form.validate('submit')))) {
          setTopMessage(
            issues.find((issue) => issue.path === 'query')?.message ?? submitFailureOf(error).message,
          );
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
      <form id="price-alert-form" {...visitorForm.formProps(form.handleSubmit)}>
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
        <FormTopMessage message={topMessage} />
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
            {(field) => <TextField label="Din pris pr. måned (kr.)" field={field} inputMode="numeric" />}
          </form.Field>
        ) : null}
        <form.Field name="email">
          {(field) => <TextField label="E-mail" field={field} type="email" autoComplete="email" />}
        </form.Field>
        <form.Field name="frequency">
          {(field) => <SelectField label="Hvor ofte?" field={field} options={FREQUENCY_OPTIONS} />}
        </form.Field>
        <form.Field name="fax">{(field) => <HoneypotField field={field} />}</form.Field>
        <p className="rounded-xl bg-brand-50/60 p-4 text-sm text-zinc-700">{priceAlertConsentText()}</p>
        <form.Field name="consent">
          {(field) => (
            <ConsentField
              field={field}
              label={PRICE_ALERT_CONSENT_LABEL}
              errorId="price-alert-consent-error"
            />
          )}
        </form.Field>
      </form>
    </DialogContent>
  );
}
