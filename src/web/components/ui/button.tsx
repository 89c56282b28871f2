import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-white text-zinc-900 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 active:bg-zinc-100',
  ghost: 'text-brand-800 hover:bg-brand-50 active:bg-brand-100',
  danger: 'bg-red-700 text-white hover:bg-red-800 active:bg-red-900',
};

// Both sizes keep a touch target of at least 44 px (WCAG 2.5.5) on phones.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-4 text-sm',
  sm: 'min-h-11 px-3 text-sm sm:min-h-9',
};

export const buttonBase =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors select-none disabled:pointer-events-none disabled:opacity-50';

/** Classes of a button, for links that look like one (`<Link className={buttonClass('secondary')}>`). */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string {
  return `${buttonBase} ${sizes[size]} ${variants[variant]}`;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  ...props
}: ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={`${buttonClass(variant, size)} ${className}`} {...props} />;
}
