import { type ReactNode, Suspense, useEffect } from 'react';
import { useDialog, useInBrowser } from './dialog-context';

/** Fetches a panel's chunk once the browser is idle after the page has loaded. */
function preloadWhenIdle(preload: () => Promise<unknown>): () => void {
  // A failed fetch is tried again when the dialog opens (React.lazy calls its import again).
  const run = () => void preload().catch(() => {});
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/**
 * A dialog's panel from a chunk of its own (ADR 062): `children` is a `React.lazy` panel, `preload` the
 * same import. A panel renders only while its dialog is open and never on the server nor while
 * hydrating (`useInBrowser`), so nothing of it is in the server's HTML and the page's first JavaScript
 * need not hold it. The chunk is fetched when the browser is idle after the page has loaded (import()
 * fetches a module once), so a tap opens the panel as before; on a slow network a tap before that waits
 * for the chunk. Put it inside the `<Dialog>`, where `DialogContent` would be; the panel's module name
 * ends in `dialog-panel.tsx`, which vite.config.ts keeps out of the page chunks.
 */
export function LazyDialogPanel({
  preload,
  children,
}: {
  preload: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { open } = useDialog();
  const inBrowser = useInBrowser();
  useEffect(() => preloadWhenIdle(preload), [preload]);
  if (!open || !inBrowser) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
