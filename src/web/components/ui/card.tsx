import type { ComponentProps } from 'react';

export const cardClass = 'rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80';

/** The one surface of the kit: white, rounded, one subtle shadow level (decisions.md §9). */
export function Card({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`${cardClass} ${className}`} {...props} />;
}

export function CardHeader({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`border-b border-zinc-100 px-4 py-3 sm:px-5 ${className}`} {...props} />;
}

export function CardBody({ className = '', ...props }: ComponentProps<'div'>) {
  return <div className={`p-4 sm:p-5 ${className}`} {...props} />;
}
