import type { AnyRouter } from '@tanstack/react-router';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type AppConfig, getAppConfig } from '../../../lib/app-config';
import type { AnalyticsRuntime } from './analytics-runtime';

type RuntimeHandle = { runtime(): AnalyticsRuntime | undefined };

const AnalyticsContext = createContext<RuntimeHandle>({ runtime: () => undefined });

type RuntimeModule = typeof import('./analytics-runtime');

/**
 * Lazily creates the runtime on first use, which is always in an effect or a handler: never during
 * render (server rendering and hydration), and children's effects run before the provider's own.
 * Without the module (still loading) there is no runtime yet; a new handle arrives when it has loaded.
 */
function createRuntimeHandle(module: RuntimeModule | undefined): RuntimeHandle {
  let runtime: AnalyticsRuntime | undefined;
  return {
    runtime() {
      if (typeof window === 'undefined' || !module) return undefined;
      if (!runtime) {
        runtime = module.createAnalyticsRuntime(window);
        // Spec §4: consent is granted at start (first party: no cookies, no personal data).
        // Read loosely: the field is optional and absent means on.
        const config: AppConfig & { firstPartyEnabled?: boolean } = getAppConfig();
        if (config.firstPartyEnabled !== false) {
          runtime.tracker.init();
          runtime.tracker.grantConsent();
        }
      }
      return runtime;
    },
  };
}

/** Mounted once around the router: creates the tracker in an effect and sends page views. */
export function AnalyticsProvider({ router, children }: { router: AnyRouter; children: ReactNode }) {
  // The tracker, its schemas and the transport load after the page (a chunk of their own, off the
  // initial JavaScript budget). The new handle changes every tracking hook's `runtime`, so their
  // effects run again and catch up: the first page view, the cards on screen.
  const [module, setModule] = useState<RuntimeModule>();
  useEffect(() => {
    import('./analytics-runtime').then(
      // A transition, like every update right after the page loads (see hydrate-server-html.tsx).
      (loaded) => startTransition(() => setModule(loaded)),
      (error) => console.warn('Track failed silently', error),
    );
  }, []);
  const handle = useMemo(() => createRuntimeHandle(module), [module]);
  const runtime = useCallback(() => {
    try {
      return handle.runtime();
    } catch (error) {
      console.warn('Track failed silently', error);
      return undefined;
    }
  }, [handle]);
  useEffect(() => runtime()?.watchRoutePageViews(router), [router, runtime]);
  return <AnalyticsContext value={handle}>{children}</AnalyticsContext>;
}

/** The runtime for effects and handlers (undefined on the server); never call it during render. */
export function useAnalyticsRuntime(): () => AnalyticsRuntime | undefined {
  const handle = useContext(AnalyticsContext);
  return useCallback(() => {
    try {
      return handle.runtime();
    } catch (error) {
      console.warn('Track failed silently', error);
      return undefined;
    }
  }, [handle]);
}
