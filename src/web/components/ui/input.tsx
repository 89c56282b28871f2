import { type ComponentProps, type ReactNode, useId } from 'react';

export const controlClass =
  'block w-full min-h-11 rounded-xl bg-white px-3 text-base text-zinc-900 ring-1 ring-zinc-300 ring-inset placeholder:text-zinc-500 transition-shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 disabled:bg-zinc-100 disabled:text-zinc-500 aria-invalid:ring-red-600 sm:text-sm';

/** Text input; 16 px text on phones so iOS does not zoom on focus. */
export function Input({ className = '', ...props }: ComponentProps<'input'>) {
  return <input className={`${controlClass} ${className}`} {...props} />;
}

/**
 * Label, control, hint and error wired together: `children` gets the id and aria attributes.
 *
 *   <Field label="E-mail" error={error}>{(props) => <Input type="email" {...props} />}</Field>
 */
export function Field({
  label,
  hint,
  error,
  className = '',
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: (props: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
