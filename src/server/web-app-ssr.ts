import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/**
 * The contract of the server-side renderer that `vite build --ssr` makes from src/web/entry-server.tsx
 * (ADR 013). The server loads the built file; it never imports the web app's sources.
 */
export type AppRenderInput = {
  /** Path and query of the request. */
  url: string;
  /** Host name of the request (the staging banner). */
  host: string;
  /** The layout to render: 'narrow' (phone layout) unless the user agent is a desktop browser. */
  viewport: 'wide' | 'narrow';
  /** The client config the page carries (the same object goes into index.html). */
  config: { productionHosts: string[]; contactEmail: string };
  /** Answers the app's `/api/…` requests in-process. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** How long the page's data may take before the page is left to the browser. */
  timeoutMs: number;
};

/** The HTML of #root and the state the browser hydrates from; undefined: leave the page to the browser. */
export type AppRenderResult = { html: string; state: unknown };

export type AppRenderer = (input: AppRenderInput) => Promise<AppRenderResult | undefined>;

/** The renderer in `entryPath`, or undefined when there is none (no SSR build, API-only tests). */
export async function loadAppRenderer(entryPath: string): Promise<AppRenderer | undefined> {
  if (!existsSync(entryPath)) return undefined;
  const module = (await import(pathToFileURL(entryPath).href)) as { render?: unknown };
  if (typeof module.render !== 'function') {
    throw new Error(`${entryPath} does not export a render function`);
  }
  return module.render as AppRenderer;
}
