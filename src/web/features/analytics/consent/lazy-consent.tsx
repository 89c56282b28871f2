import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { mixpanelToken } from './mixpanel-token';

const CookieConsent = lazy(() =>
  import('./cookie-banner').then((module) => ({ default: module.CookieConsent })),
);
const CookieSettingsItem = lazy(() =>
  import('./cookie-settings-item').then((module) => ({ default: module.CookieSettingsItem })),
);

/**
 * The banner and its footer button load only on sites with a Mixpanel token, and only after
 * hydration (they are no part of the server's HTML), so most visitors never download them.
 */
function useConsentUi(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted && mixpanelToken() !== undefined;
}

export function LazyCookieConsent() {
  return useConsentUi() ? (
    <Suspense fallback={null}>
      <CookieConsent />
    </Suspense>
  ) : null;
}

export function LazyCookieSettingsItem({ className }: { className: string }) {
  return useConsentUi() ? (
    <Suspense fallback={null}>
      <CookieSettingsItem className={className} />
    </Suspense>
  ) : null;
}
