import { type ComponentProps, useId } from 'react';
import { Select } from '../../../components/ui/select';

/** A toolbar select with its visible label beside it (above it with `stacked`). */
export function LabelledSelect({
  label,
  stacked = false,
  selectClassName = '',
  ...props
}: ComponentProps<typeof Select> & { label: string; stacked?: boolean; selectClassName?: string }) {
  const id = useId();
  return (
    <div className={stacked ? 'flex flex-col gap-1.5' : 'flex items-center gap-2'}>
      <label
        htmlFor={id}
        className={`shrink-0 text-sm font-medium ${stacked ? 'text-zinc-800' : 'text-zinc-700'}`}
      >
        {label}
      </label>
      <Select id={id} className={selectClassName} {...props} />
    </div>
  );
}
