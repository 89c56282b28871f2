import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The host name a server-rendered page was rendered for. While hydrating, the page must render what
 * the server rendered; a proxy may have shown the server another host than the browser's, so the
 * browser's own host takes over right after hydration (useSyncExternalStore's server snapshot).
 */
export const RenderedHostContext = createContext<string | undefined>(undefined);

const subscribeNever = () => () => {};
const browserHost = () => window.location.hostname;

export function useHostname(): string {
  const renderedHost = useContext(RenderedHostContext);
  return useSyncExternalStore(subscribeNever, browserHost, () => renderedHost ?? '');
}
