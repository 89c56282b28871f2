import type { TextField } from './listing-form-values';
import type { ListingFormApi } from './use-listing-form';

type ListingNumberFieldProps = {
  form: ListingFormApi;
  name: TextField;
  label: string;
  unit?: string;
  decimal?: boolean;
  hint?: string;
  placeholder?: string;
};

/** A number typed as text (Danish format), with its unit in the label. */
export function ListingNumberField({
  form,
  name,
  label,
  unit,
  decimal = false,
  hint,
  placeholder,
}: ListingNumberFieldProps) {
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
