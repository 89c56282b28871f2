import { FlaskConical } from 'lucide-react';
import { getAppConfig, siteEnvironment } from '../../lib/app-config';
import { useHostname } from './rendered-host';

/** decisions.md §8: shown on every host that is not in PRODUCTION_HOSTS. */
export function StagingBanner() {
  const environment = siteEnvironment(useHostname(), getAppConfig().productionHosts);
  if (environment === 'production') return null;
  const badge = environment === 'development' ? 'DEV' : 'STAGING';

  return (
    <aside
      aria-label="Testmiljø"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-amber-950 sm:px-6"
    >
      <p className="mx-auto flex max-w-6xl items-center gap-2 text-xs sm:text-sm">
        <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-amber-900 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wider text-white">
          <FlaskConical aria-hidden="true" className="size-3" />
          {badge}
        </span>
        <span>Testmiljø: siden bruger en staging-database, så du kan trygt afprøve alt.</span>
      </p>
    </aside>
  );
}
