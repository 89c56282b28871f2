import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { isBannerOpen } from './consent-store';
import { mixpanelToken } from './mixpanel-token';
import { pageConsentStore, pageMixpanelForwarder } from './page-consent';
import { useConsent } from './use-consent';

/**
 * The cookie banner (decisions.md §7), only when a Mixpanel token is configured: without one there is
 * no third party to ask about. "Afvis" and "Accepter" look and weigh the same; the banner is a
 * region, not a dialog, so the page stays usable. Mixpanel is loaded only after "Accepter".
 */
export function CookieConsent() {
  const token = mixpanelToken();
  return token ? <ConsentGate token={token} /> : null;
}

function ConsentGate({ token }: { token: string }) {
  const consent = useConsent();
  const choice = consent.stored?.choice;

  useEffect(() => {
    if (choice === 'accepted') void pageMixpanelForwarder(token).accept();
    else if (choice === 'declined') void pageMixpanelForwarder(token).revoke();
  }, [choice, token]);

  return isBannerOpen(consent) ? <CookieBanner focusOnOpen={consent.reopened} /> : null;
}

function CookieBanner({ focusOnOpen }: { focusOnOpen: boolean }) {
  const headingId = useId();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (focusOnOpen) regionRef.current?.focus();
  }, [focusOnOpen]);

  return (
    <section
      ref={regionRef}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-2xl rounded-2xl bg-white p-4 shadow-lg ring-1 ring-zinc-200 focus:outline-none sm:inset-x-6 sm:p-5"
    >
      <h2 id={headingId} className="text-base font-semibold text-zinc-900">
        Må vi bruge statistikcookies?
      </h2>
      <p className="mt-1 text-sm text-zinc-700">
        Med dit samtykke sender vi anonym brugsstatistik til Mixpanel (EU), så vi kan gøre siden bedre. Vores
        egen statistik bruger ingen cookies. Du kan altid ændre dit valg under »Cookieindstillinger« nederst
        på siden.{' '}
        <Link to="/cookie-og-privatlivspolitik" className="font-medium text-brand-800 underline">
          Læs mere
        </Link>
      </p>
      <div className="mt-3 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button
          variant="secondary"
          className="sm:min-w-32"
          onClick={() => pageConsentStore().choose('declined')}
        >
          Afvis
        </Button>
        <Button
          variant="secondary"
          className="sm:min-w-32"
          onClick={() => pageConsentStore().choose('accepted')}
        >
          Accepter
        </Button>
      </div>
    </section>
  );
}
