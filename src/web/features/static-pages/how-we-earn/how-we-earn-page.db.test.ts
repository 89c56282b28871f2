import { describe, expect, it } from 'vitest';
import { setupApiWithCatalog } from '../../../../../tests/helpers/api-test-context';
import { SCORE_WEIGHTS } from '../../../../domain/lease-score/lease-score-config';
import { HOW_WE_EARN_PATH } from './how-we-earn-link';

const context = setupApiWithCatalog(() => [{ make: 'Toyota', model: 'Aygo X' }]);

async function renderPage(url: string) {
  const { render } = await import('../../../entry-server');
  const result = await render({
    url,
    host: 'localhost',
    viewport: 'wide',
    config: { productionHosts: [], contactEmail: 'kontakt@leasingmatch.dk', firstPartyEnabled: false },
    fetch: async (path, init) => context.app.request(path, init),
    timeoutMs: 5_000,
  });
  if (!result) throw new Error(`${url} was left to the browser`);
  return result.html;
}

/** The page's text without tags, with React's text separators and entities undone. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('the page "Sådan tjener vi penge", rendered on the server', () => {
  it('says who pays, that visitors never do, and what cannot be bought', async () => {
    const html = await renderPage(HOW_WE_EARN_PATH);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Sådan tjener vi penge<\/h1>/);
    const text = textOf(html);
    for (const heading of [
      'Du betaler ingenting',
      'Forhandlerne betaler',
      'Rækkefølgen kan ikke købes',
      'LeaseScore kan ikke købes',
      'Det sker der med din henvendelse',
    ]) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(text).toContain('Vi tager aldrig penge fra dig');
    expect(text).toContain('til den forhandler, der står bag tilbuddet – og til ingen andre');
    expect(text).toContain('Der er ingen betalte placeringer');
  });

  it('states the score weights the LeaseScore is computed with', async () => {
    const text = textOf(await renderPage(HOW_WE_EARN_PATH));
    const percent = (weight: number) => `${Math.round(weight * 100)} %`;
    expect(text).toContain(`${percent(SCORE_WEIGHTS.rate)} for månedsprisen`);
    expect(text).toContain(`${percent(SCORE_WEIGHTS.mileage)} for antallet af kilometer om året`);
    expect(text).toContain(`${percent(SCORE_WEIGHTS.upfront)} for udbetalingen`);
  });

  it('links to the packages, the score’s calculation, the privacy policy and the contact address', async () => {
    const html = await renderPage(HOW_WE_EARN_PATH);
    expect(html).toContain('href="/advertising"');
    expect(html).toContain('href="/hvorfor-privatleasing#leasescore"');
    expect(html).toContain('href="/cookie-og-privatlivspolitik"');
    expect(html).toContain('href="mailto:kontakt@leasingmatch.dk"');
  });

  it('is linked from the footer and from Om os', async () => {
    const footerLink = `href="${HOW_WE_EARN_PATH}"`;
    expect(await renderPage('/')).toContain(footerLink);
    const about = await renderPage('/om-os');
    expect(about.split(footerLink).length - 1).toBe(2);
  });
});
