import { useForm } from '@tanstack/react-form';
import { Field, Input } from '../../../../components/ui/input';
import { numberProblem, type TeachValues } from './teach-layout-values';

/**
 * The teach form (TanStack Form); the save runs on submit, and a failed save leaves the values as they
 * were. A submit refused by a field's own check focuses that field.
 */
export function useTeachForm(defaultValues: TeachValues, submit: (value: TeachValues) => Promise<void>) {
  return useForm({
    defaultValues,
    onSubmit: ({ value }) => submit(value),
    onSubmitInvalid: () => {
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('[data-teach-layout] [aria-invalid="true"]')?.focus();
      });
    },
  });
}
export type TeachForm = ReturnType<typeof useTeachForm>;

type TextName = 'make' | 'name';
type NumberName =
  | 'period'
  | 'mileage'
  | 'firstPayment'
  | `columns[${number}].mileage`
  | `columns[${number}].period`
  | `columns[${number}].firstPayment`;

export function TextField({
  form,
  name,
  label,
  maxLength,
  disabled,
}: {
  form: TeachForm;
  name: TextName;
  label: string;
  maxLength: number;
  disabled?: boolean;
}) {
  return (
    <form.Field name={name}>
      {(field) => (
        <Field label={label}>
          {(props) => (
            <Input
              {...props}
              value={field.state.value}
              maxLength={maxLength}
              disabled={disabled}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </form.Field>
  );
}

/**
 * A whole number typed the Danish way, checked as it changes and on save. `required` is the Danish
 * message for an empty field that must not be.
 */
export function NumberField({
  form,
  name,
  label,
  min,
  max,
  what,
  required,
}: {
  form: TeachForm;
  name: NumberName;
  label: string;
  min: number;
  max: number;
  what: string;
  required?: string;
}) {
  return (
    <form.Field
      name={name}
      validators={{
        onChange: ({ value }) =>
          required && String(value).trim() === '' ? required : numberProblem(String(value), min, max, what),
      }}
    >
      {(field) => (
        <Field label={label} error={field.state.meta.errors[0]}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={String(field.state.value)}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </form.Field>
  );
}
