import { type AnyFieldApi, useStore } from '@tanstack/react-form';
import type { ComponentProps, ReactNode } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { controlClass, Field, Input } from '../../../components/ui/input';
import { Select, type SelectOption } from '../../../components/ui/select';
import { useFieldContext, useFormContext } from './form-contexts';

/** A field's message to show: the browser's check or the server's answer, whichever holds now. */
export function fieldErrorOf(field: AnyFieldApi): string | undefined {
  const first: unknown = field.state.meta.errors.find(Boolean);
  return typeof first === 'string' ? first : undefined;
}

type Labelled = { label: ReactNode; hint?: ReactNode; className?: string };
type NativeProps<E extends 'input' | 'textarea' | 'select'> = Omit<
  ComponentProps<E>,
  'value' | 'onChange' | 'onBlur' | 'name' | 'id' | 'className' | 'children'
>;

/** A text input bound to its field: label, hint, error, aria-invalid and aria-describedby. */
export function TextField({ label, hint, className, ...input }: Labelled & NativeProps<'input'>) {
  const field = useFieldContext<string>();
  return (
    <Field label={label} hint={hint} error={fieldErrorOf(field)} className={className}>
      {(aria) => (
        <Input
          {...input}
          {...aria}
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

export function TextAreaField({ label, hint, className, ...textarea }: Labelled & NativeProps<'textarea'>) {
  const field = useFieldContext<string>();
  return (
    <Field label={label} hint={hint} error={fieldErrorOf(field)} className={className}>
      {(aria) => (
        <textarea
          rows={3}
          {...textarea}
          {...aria}
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          className={`${controlClass} py-2`}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  className,
  options,
  placeholder,
  ...select
}: Labelled & NativeProps<'select'> & { options: readonly SelectOption[]; placeholder?: string }) {
  const field = useFieldContext<string>();
  return (
    <Field label={label} hint={hint} error={fieldErrorOf(field)} className={className}>
      {(aria) => (
        <Select
          {...select}
          {...aria}
          name={field.name}
          options={options}
          placeholder={placeholder}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

/** A yes/no field: the checkbox with its label beside it. */
export function CheckboxField({ label }: { label: ReactNode }) {
  const field = useFieldContext<boolean>();
  return (
    <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-zinc-800">
      <input
        type="checkbox"
        name={field.name}
        checked={field.state.value}
        onChange={(event) => field.handleChange(event.target.checked)}
        onBlur={field.handleBlur}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** The message of a list's own field (e.g. 'Tilføj mindst ét tilbud'), shown under the list. */
export function ListError() {
  const error = fieldErrorOf(useFieldContext<unknown[]>());
  return error ? <p className="text-xs font-medium text-red-700">{error}</p> : null;
}

/** The form's save button: disabled and saying so while the save is under way. */
export function SubmitButton({
  children,
  pendingLabel = 'Gemmer…',
  disabled = false,
  variant,
}: {
  children: ReactNode;
  pendingLabel?: string;
  disabled?: boolean;
  variant?: ButtonVariant;
}) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <Button type="submit" variant={variant} disabled={disabled || submitting}>
      {submitting ? pendingLabel : children}
    </Button>
  );
}
