import { lazy, Suspense } from 'react';
import { useInBrowser } from './dialog-context';

/** Spec §9: 4 s, at most 3 visible, 356 px wide (Sonner's fixed width), 14 px apart. */
export const TOAST_OPTIONS = { duration: 4_000, visibleToasts: 3, gap: 14, width: 356 } as const;

// Loaded after the first render: Sonner is ~10 kB gzip that no page needs before a toast is shown.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function AppToaster() {
  // Not on the server nor while hydrating its HTML (ADR 013): a lazy component would suspend there.
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        duration={TOAST_OPTIONS.duration}
        visibleToasts={TOAST_OPTIONS.visibleToasts}
        gap={TOAST_OPTIONS.gap}
        closeButton
        containerAriaLabel="Notifikationer"
        toastOptions={{ classNames: { toast: 'font-sans', title: 'font-semibold' } }}
      />
    </Suspense>
  );
}
