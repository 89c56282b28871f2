import { mixpanelToken } from './mixpanel-token';
import { pageConsentStore } from './page-consent';
import { useConsent } from './use-consent';

/**
 * The footer's way back to the banner, to change or withdraw a choice; only when there is a banner,
 * and only once hydrated (like the banner, it is no part of the server's HTML).
 */
export function CookieSettingsItem({ className }: { className: string }) {
  const { ready } = useConsent();
  if (!ready || !mixpanelToken()) return null;
  return (
    <li>
      <button type="button" className={className} onClick={() => pageConsentStore().reopen()}>
        Cookieindstillinger
      </button>
    </li>
  );
}
