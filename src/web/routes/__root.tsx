import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useRef } from 'react';
import { NotFoundScreen } from '../components/errors/not-found-screen';
import { RootErrorScreen } from '../components/errors/route-error-screen';
import { DocumentMeta } from '../components/layout/document-meta';
import { SiteFooter } from '../components/layout/site-footer';
import { SiteHeader } from '../components/layout/site-header';
import { SkipLink } from '../components/layout/skip-link';
import { StagingBanner } from '../components/layout/staging-banner';
import { AppToaster } from '../components/ui/app-toaster';
import { LazyCookieConsent } from '../features/analytics/consent/lazy-consent';
import { usePageTransitions } from '../lib/use-page-transitions';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundScreen,
  errorComponent: RootErrorScreen,
});

function RootLayout() {
  const mainRef = useRef<HTMLElement>(null);
  usePageTransitions(mainRef);
  // The admin area brings its own shell (sidebar); the public header and footer stay out of it.
  const isAdminArea = useRouterState({ select: (state) => /^\/admin(\/|$)/.test(state.location.pathname) });

  return (
    <div className="flex min-h-dvh flex-col">
      <DocumentMeta />
      <SkipLink />
      <StagingBanner />
      {isAdminArea ? null : <LazyCookieConsent />}
      {isAdminArea ? null : <SiteHeader />}
      <main ref={mainRef} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      {isAdminArea ? null : <SiteFooter />}
      <AppToaster />
    </div>
  );
}
