import type { ComponentProps } from 'react';
import { Field } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';

/** A labelled native select: the phone's own picker, full keyboard support, nothing to load. */
export function QuickSearchSelect({
  label,
  className = '',
  ...props
}: ComponentProps<'select'> & { label: string }) {
  return (
    // Phones: label beside the select, so four fields stay short and long values are not cut off.
    <Field
      label={label}
      className={`grid min-w-0 grid-cols-[5.5rem_minmax(0,1fr)] items-center sm:block [&>label]:mb-0 sm:[&>label]:mb-1.5 ${className}`}
    >
      {(fieldProps) => <Select {...fieldProps} className="[&_select]:h-12 [&_select]:truncate" {...props} />}
    </Field>
  );
}
