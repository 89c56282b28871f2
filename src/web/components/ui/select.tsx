import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { controlClass } from './input';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/**
 * A native <select>: the phone's own picker, full keyboard and screen-reader support for free.
 * Pass `options`, or <option> children for groups.
 */
export function Select({
  options,
  placeholder,
  className = '',
  children,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[]; placeholder?: string }) {
  return (
    <div className={`relative ${className}`}>
      <select className={`${controlClass} appearance-none pr-10`} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
      />
    </div>
  );
}
