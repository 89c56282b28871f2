import type { ComponentProps, ReactNode } from 'react';
import { z } from 'zod/mini';
import type { ButtonVariant } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { AdminForm } from '../form/admin-form';
import { parseWithSchema } from '../form/form-issues';
import { useAdminForm } from '../form/use-admin-form';

const TOO_MANY_TRIES = 'For mange forsøg. Prøv igen senere';

/** better-auth client's answer: its data, or its failure with the HTTP status. */
type AuthAnswer<T> = { data: T | null; error: { status: number } | null };

/** A refused value beside its field; any other failure at the form's top (the layer's save message). */
function failureOf(status: number, wrongValue: string): ApiError {
  const refused = status === 429 ? TOO_MANY_TRIES : status === 400 || status === 401 ? wrongValue : null;
  return refused
    ? new ApiError(status, undefined, refused, [{ path: 'value', message: refused }])
    : new ApiError(status, undefined, 'Kunne ikke gemme ændringerne');
}

/**
 * One step of turning two-factor on or off: the password or the app's code with its button on one
 * line, checked by `rule` before anything is sent, better-auth's refusal beside the field.
 */
export function TwoFactorStep<T>({
  label,
  input,
  rule,
  wrongValue,
  submitLabel,
  pendingLabel,
  variant,
  send,
  onSent,
  children,
}: {
  label: string;
  input: Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'className'>;
  /** The check of the typed value (its output is what is sent). */
  rule: z.ZodMiniType<string, string>;
  /** What a refused value (400/401) reads beside the field. */
  wrongValue: string;
  submitLabel: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  /** Sends the checked value to better-auth. */
  send: (value: string) => Promise<AuthAnswer<T>>;
  /** What follows when better-auth took it. */
  onSent: (data: T) => Promise<unknown> | undefined;
  /** More buttons on the step's line (e.g. 'Annuller'). */
  children?: ReactNode;
}) {
  const admin = useAdminForm({
    defaultValues: { value: '' },
    parse: (values: { value: string }) => parseWithSchema(z.object({ value: rule }), values),
    kind: 'save',
    submitVerb: 'continue',
    submit: async ({ value }) => {
      const { data, error } = await send(value);
      if (error || data === null) throw failureOf(error?.status ?? 500, wrongValue);
      await onSent(data);
    },
    blockNavigation: false,
  });
  return (
    <AdminForm handle={admin} className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <admin.form.AppField name="value">
          {(field) => <field.TextField label={label} {...input} />}
        </admin.form.AppField>
        <admin.form.SubmitButton pendingLabel={pendingLabel} variant={variant}>
          {submitLabel}
        </admin.form.SubmitButton>
        {children}
      </div>
    </AdminForm>
  );
}
