import { describe, expect, it } from 'vitest';
import { setupApiWithCatalog } from '../../../../tests/helpers/api-test-context';

const context = setupApiWithCatalog(() => [{ make: 'Volkswagen', model: 'ID.4', variant: 'Pro' }]);

async function renderOnServer(url: string) {
  const { render } = await import('../../entry-server');
  const result = await render({
    url,
    host: 'localhost',
    viewport: 'wide',
    config: { productionHosts: [], contactEmail: 'kontakt@leasingmatch.dk', firstPartyEnabled: false },
    fetch: async (path, init) => context.app.request(path, init),
    timeoutMs: 5_000,
  });
  return result?.html ?? '';
}

describe('Gemte biler on the server, which cannot know the browser’s list', () => {
  it('renders the hearts unpressed and the header link without a count', async () => {
    const html = await renderOnServer('/listings');
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*aria-label="Gem Volkswagen ID.4 Pro"/);
    expect(html).toMatch(/<a[^>]*href="\/gemte-biler"[^>]*>Gemte biler<\/a>/);
  });

  it('renders /gemte-biler waiting for the browser', async () => {
    const html = await renderOnServer('/gemte-biler');
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight sm:text-3xl">Gemte biler</h1>');
    expect(html).toContain('Henter dine gemte biler…');
  });
});
