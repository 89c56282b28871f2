import type { Context } from 'hono';
import { errorCatalogue } from '../../domain/errors/error-codes';
import { jsonError } from '../http-error';

/** Seconds a client or crawler is asked to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5;

const message = errorCatalogue.SERVICE_UNAVAILABLE.message;

/**
 * The spec's page error screen ('Siden kunne ikke indlæses', 'Gå til forsiden', 'Genindlæs siden')
 * without the web app, which needs the database for its data. `href=""` reloads the same address.
 */
const unavailablePage = `<!doctype html>
<html lang="da">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Siden kunne ikke indlæses – Leasingmatch</title>
  </head>
  <body>
    <main>
      <h1>Siden kunne ikke indlæses</h1>
      <p>${message}</p>
      <p><a href="">Genindlæs siden</a> · <a href="/">Gå til forsiden</a></p>
    </main>
  </body>
</html>
`;

/** 503 while the database cannot be reached: JSON for the API, a small Danish page for everything else. */
export function serviceUnavailableAnswer(c: Context): Response {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return jsonError(c, 'SERVICE_UNAVAILABLE');
  return c.html(unavailablePage, 503);
}
