import { Link } from '@tanstack/react-router';
import { LazyCookieSettingsItem } from '../../features/analytics/consent/lazy-consent';
import {
  HOW_WE_EARN_LABEL,
  HOW_WE_EARN_PATH,
} from '../../features/static-pages/how-we-earn/how-we-earn-link';
import { Logo } from './logo';

const footerLinks = [
  { to: '/om-os', label: 'Om os' },
  { to: '/cookie-og-privatlivspolitik', label: 'Cookie- og privatlivspolitik' },
  { to: '/hvorfor-privatleasing', label: 'Hvorfor privatleasing' },
  { to: HOW_WE_EARN_PATH, label: HOW_WE_EARN_LABEL },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 border-t border-zinc-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
        <Logo />
        <nav aria-label="Om Leasingmatch">
          <ul className="flex flex-col gap-1 text-sm text-zinc-700 sm:flex-row sm:gap-6">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center rounded hover:text-brand-700 hover:underline sm:min-h-0"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <LazyCookieSettingsItem className="inline-flex min-h-11 cursor-pointer items-center rounded hover:text-brand-700 hover:underline sm:min-h-0" />
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-xs text-zinc-600 sm:px-6">
        © {year} Leasingmatch. Alle rettigheder forbeholdes.
      </p>
    </footer>
  );
}
