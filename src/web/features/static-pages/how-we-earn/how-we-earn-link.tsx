import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { textLinkClass } from '../components/cta-panel';

export const HOW_WE_EARN_PATH = '/saadan-tjener-vi-penge';
export const HOW_WE_EARN_LABEL = 'Sådan tjener vi penge';

/** The link to the page on how the site earns money, for the footer, Om os and the enquiry form. */
export function HowWeEarnLink({
  className = textLinkClass,
  children = HOW_WE_EARN_LABEL,
}: {
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Link to={HOW_WE_EARN_PATH} className={className}>
      {children}
    </Link>
  );
}
