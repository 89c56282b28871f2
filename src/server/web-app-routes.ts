import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';

const hasExtension = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** Answers a page request with index.html, e.g. with that page's head filled in (src/server/seo). */
export type PageRenderer = (c: Context, indexHtml: string) => Response | Promise<Response>;

/**
 * The built React app: hashed assets cached for a year, every other extension-less path answered
 * with index.html so client routes work on reload. A missing file is a 404, never the HTML page.
 */
export function webAppRoutes(webRoot: string, renderPage: PageRenderer = (c, html) => c.html(html)) {
  const app = new Hono();
  const indexPath = join(webRoot, 'index.html');
  if (!existsSync(indexPath)) return app;
  const indexHtml = readFileSync(indexPath, 'utf8');

  const serveFile = serveStatic({ root: webRoot, precompressed: true });
  app.use('/assets/*', async (c, next) => {
    const response = await serveFile(c, next);
    if (response?.status === 200)
      response.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    return response;
  });
  app.get('*', (c, next) => (hasExtension(c.req.path) ? serveFile(c, next) : next()));
  app.get('*', (c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/assets/') || hasExtension(path)) {
      return c.text('Not found', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return renderPage(c, indexHtml);
  });
  return app;
}
