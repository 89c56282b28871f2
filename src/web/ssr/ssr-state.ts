import type { DehydratedState } from '@tanstack/react-query';
import type { RenderedViewport } from '../lib/media-query';

/** `<script id="ssr-state" type="application/json">`: what the server rendered the page from. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type SsrState = {
  /** The router location the HTML shows; the browser hydrates only if it arrives at the same one. */
  href: string;
  /** The host name the page was rendered for (the staging banner). */
  host: string;
  /** The layout the page was rendered for (from the user agent). */
  viewport: RenderedViewport;
  /** TanStack Query's cache as the server had it when it rendered. */
  queries: DehydratedState;
};

export function parseSsrState(text: string | null | undefined): SsrState | undefined {
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SsrState> | null;
    if (typeof value?.href !== 'string' || typeof value.host !== 'string') return undefined;
    if (value.viewport !== 'wide' && value.viewport !== 'narrow') return undefined;
    if (!Array.isArray(value.queries?.queries)) return undefined;
    return value as SsrState;
  } catch {
    return undefined;
  }
}

export function readSsrState(): SsrState | undefined {
  return parseSsrState(document.getElementById(SSR_STATE_ELEMENT_ID)?.textContent);
}
