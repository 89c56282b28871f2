import type { ComponentProps, ReactNode } from 'react';
import { Field, Input } from '../../components/ui/input';
import { Select } from '../../components/ui/select';

/** The part of a TanStack Form field a visitor form's controls read and write. */
export type BoundField<Value> = {
  state: { value: Value; meta: { errors: readonly unknown[] } };
  handleChange: (value: Value) => void;
  handleBlur: () => void;
};

export const errorOf = (errors: readonly unknown[]) =>
  errors.find((error) => typeof error === 'string') as string | undefined;

/** A refused send's words above the fields. */
export function FormTopMessage({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
      {message}
    </p>
  ) : null;
}

export function TextField({
  label,
  field,
  ...inputProps
}: { label: string; field: BoundField<string> } & Omit<
  ComponentProps<'input'>,
  'id' | 'value' | 'onChange' | 'onBlur'
>) {
  return (
    <Field label={label} error={errorOf(field.state.meta.errors)}>
      {(props) => (
        <Input
          {...props}
          {...inputProps}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

export function SelectField<Value extends string>({
  label,
  field,
  options,
}: {
  label: string;
  field: BoundField<Value>;
  options: readonly { value: Value; label: string }[];
}) {
  return (
    <Field label={label} error={errorOf(field.state.meta.errors)}>
      {(props) => (
        <Select
          {...props}
          options={options}
          value={field.state.value}
          onChange={(event) => field.handleChange(event.target.value as Value)}
          onBlur={field.handleBlur}
        />
      )}
    </Field>
  );
}

/** The honeypot: hidden from people and from screen readers; a bot fills it in. */
export function HoneypotField({ field }: { field: BoundField<string> }) {
  return (
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
  );
}

/** The consent checkbox; `errorId` must be unique on the page. */
export function ConsentField({
  field,
  label,
  errorId,
}: {
  field: BoundField<boolean>;
  label: ReactNode;
  errorId: string;
}) {
  const error = errorOf(field.state.meta.errors);
  return (
    <div>
      <label className="flex items-start gap-3 text-sm text-zinc-900">
        <input
          type="checkbox"
          checked={field.state.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => field.handleChange(event.target.checked)}
          onBlur={field.handleBlur}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
