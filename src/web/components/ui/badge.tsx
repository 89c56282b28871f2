import type { ComponentProps } from 'react';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-zinc-100 text-zinc-700 ring-zinc-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-100',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-900 ring-sky-200',
};

/** A small status label (not interactive). */
export function Badge({
  tone = 'neutral',
  className = '',
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]} ${className}`}
      {...props}
    />
  );
}

/** A toggle chip for filters: `pressed` is announced with aria-pressed. */
export function Chip({
  pressed = false,
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { pressed?: boolean }) {
  return (
    <button
      type={type}
      aria-pressed={pressed}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-medium ring-1 ring-inset transition-colors sm:min-h-9 ${
        pressed
          ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
          : 'bg-white text-zinc-800 ring-zinc-300 hover:bg-zinc-50'
      } ${className}`}
      {...props}
    />
  );
}
