import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { DAY_PUBLIC, IMMUTABLE_PUBLIC } from './http-caching/cache-policies';
import { logger } from './logging/logger';
import { type AppRenderer, loadAppRenderer } from './web-app-ssr';

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

/**
 * Answers a page request with index.html, e.g. with that page's head filled in and its content
 * rendered by `renderApp` when there is a server-side build (src/server/seo).
 */
export type PageRenderer = (
  c: Context,
  indexHtml: string,
  renderApp: AppRenderer | undefined,
) => Response | Promise<Response>;

/** Where `vite build --ssr` puts the server-side renderer: next to the web app's folder. */
export const defaultSsrEntry = (webRoot: string) => join(dirname(webRoot), 'web-ssr', 'entry-server.js');

/**
 * A renderer built before the web app it would render for (`vite build` alone) could render HTML the
 * browser's code does not match: skip it.
 */
async function loadFreshRenderer(ssrEntry: string, indexPath: string): Promise<AppRenderer | undefined> {
  if (existsSync(ssrEntry) && statSync(ssrEntry).mtimeMs < statSync(indexPath).mtimeMs) {
    logger.warn(`${ssrEntry} is older than the web app's build: pages are rendered in the browser only`);
    return undefined;
  }
  return loadAppRenderer(ssrEntry);
}

/**
 * The built React app: hashed assets cached for a year, other build files (the favicon) for a day,
 * every other extension-less path answered
 * with index.html so client routes work on reload. A missing file is a 404, never the HTML page.
 */
export function webAppRoutes(
  webRoot: string,
  renderPage: PageRenderer = (c, html) => c.html(html),
  ssrEntry: string = defaultSsrEntry(webRoot),
) {
  const app = new Hono();
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) return app;
  const indexHtml = readFileSync(indexPath, 'utf8');
  // Loaded once; a broken build is logged once and the pages stay client-rendered.
  let renderer: Promise<AppRenderer | undefined> | undefined;
  const appRenderer = () => {
    renderer ??= loadFreshRenderer(ssrEntry, indexPath).catch((error: unknown) => {
      logger.error({ err: error, ssrEntry }, 'The server-side renderer could not be loaded');
      return undefined;
    });
    return renderer;
  };
  // Loading takes a moment: do it now rather than in the first visitor's request.
  void appRenderer();

  const serveFile = serveStatic({ root: webRoot, precompressed: true });
  app.use('/assets/*', async (c, next) => {
    const response = await serveFile(c, next);
    if (response?.status === 200) response.headers.set('Cache-Control', IMMUTABLE_PUBLIC);
    return response;
  });
  app.get('*', async (c, next) => {
    if (!hasExtension(c.req.path)) return next();
    const response = await serveFile(c, next);
    if (response?.status === 200) response.headers.set('Cache-Control', DAY_PUBLIC);
    return response;
  });
  app.get('*', async (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/') || hasExtension(path)) {
      return c.text('Not found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return renderPage(c, indexHtml, await appRenderer());
  });
  return app;
}
