import type { Locator, Page, Route, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

type ApiListing = {
  id: string;
  total_cost: number;
  make: string;
  model: string;
  display_monthly_price: number;
  display_price_reason: string;
  ideal_deposit: number | null;
  ideal_monthly_price: number | null;
  ideal_mileage: number | null;
  ideal_term: number | null;
  selected_mileage: number;
  selected_term: number;
  selected_deposit: number;
};
type ApiPage = { items: ApiListing[]; total: number; page: number; limit: number };

const danish = (value: number) => new Intl.NumberFormat('da-DK').format(value);
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

async function api(page: Page, query = ''): Promise<ApiPage> {
  const response = await page.request.get(`/api/listings${query ? `?${query}` : ''}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiPage;
}

function countHeading(page: Page): Locator {
  return page.getByRole('heading', { name: /tilbud fundet$/ });
}

async function expectCount(page: Page, query: string): Promise<number> {
  const { total } = await api(page, query);
  await expect(countHeading(page)).toHaveText(`${danish(total)} tilbud fundet`);
  return total;
}

function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

/** The query string of the current URL, as the page wrote it. */
function currentQuery(page: Page): string {
  return new URL(page.url()).search.replace(/^\?/, '');
}

/**
 * Where the filter controls are: the sidebar on a desktop, the full-screen overlay on a phone.
 * `done` applies the overlay's filters ("Vis {n} tilbud") and does nothing on a desktop.
 */
async function openFilters(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) {
    const sidebar = page.getByRole('complementary', { name: 'Filtre' });
    await expect(sidebar).toBeVisible();
    return { panel: sidebar, done: async () => {} };
  }
  await page.getByRole('button', { name: /^Filtre/ }).click();
  // Its name follows the screen shown: "Filtre", or a sub-screen such as "Vælg bilmærker".
  const overlay = page.getByRole('dialog');
  await expect(overlay).toHaveAccessibleName('Filtre');
  await expect(overlay).toBeVisible();
  return {
    panel: overlay,
    done: async () => {
      await overlay.getByRole('button', { name: /^Vis .*tilbud$/ }).click();
      await expect(overlay).toBeHidden();
    },
  };
}

/**
 * A slow network for the page's own searches: each /api/listings request waits until `release()`, so
 * a test sees the page while results or counts are on their way (the test's `api()` calls pass).
 */
async function holdListingRequests(page: Page) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname === '/api/listings',
    (route) => {
      held.push(route);
    },
  );
  return {
    waitForHeld: () => expect.poll(() => held.length).toBeGreaterThan(0),
    release: async () => {
      // A request the page gave up on (its filters changed) is already gone.
      for (const route of held.splice(0)) await route.continue().catch(() => {});
    },
  };
}

/** Each card's own monthly price: its first price (a grouped card then says "… fra X kr./md."). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await cards(page).evaluateAll((articles) =>
    articles.map(
      (article) =>
        [...article.querySelectorAll('*')]
          .filter((element) => element.children.length === 0)
          .map((element) => element.textContent?.trim() ?? '')
          .find((text) => /^[\d.]+ kr\.\/md\.$/.test(text)) ?? '',
    ),
  );
  return texts.map((text) => Number(text.replace(/\D/g, '')));
}

test.describe('/listings', () => {
  test('filters change the results and the URL, and the count is the API total', async ({
    page,
  }, testInfo) => {
    await page.goto('/listings');
    await expectCount(page, '');

    const filters = await openFilters(page, testInfo);
    await filters.panel
      .getByRole('group', { name: 'Drivmiddel' })
      .getByRole('button', { name: 'Elektrisk' })
      .click();
    await filters.panel
      .getByRole('group', { name: 'Km pr. år' })
      .getByRole('button', { name: '20.000' })
      .click();
    if (isPhone(testInfo)) {
      // Nothing applies before "Vis {n} tilbud", and n is the live count for the pending filters.
      const { total } = await api(page, 'fuel_type=electric&km=20000');
      await expect(filters.panel.getByRole('button', { name: `Vis ${danish(total)} tilbud` })).toBeVisible();
      expect(currentQuery(page)).toBe('showFilters=true');
    }
    await filters.done();

    await expect(page).toHaveURL(/\?fuel_type=electric&km=20000$/);
    await expectCount(page, 'fuel_type=electric&km=20000');
    const [first] = (await api(page, 'fuel_type=electric&km=20000')).items;
    await expect(cards(page).first().getByRole('heading')).toHaveText(`${first?.make} ${first?.model}`);
    await expect(cards(page).first()).toContainText('20.000 km/år');

    // Pressing a pressed chip again unselects it.
    const again = await openFilters(page, testInfo);
    const chip = again.panel
      .getByRole('group', { name: 'Km pr. år' })
      .getByRole('button', { name: '20.000' });
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await chip.click();
    await again.done();
    await expect(page).toHaveURL(/\?fuel_type=electric$/);
    await expectCount(page, 'fuel_type=electric');
  });

  // Issue 27 part 2: "Filters: 'inkl. service', 'inkl. forsikring'", a disclosure grade beside the
  // LeaseScore, and each offer's items as inkluderet / ikke inkluderet / "Ikke oplyst".
  test('"inkl. service" keeps the cars whose seller includes service, and the detail page lists what the price covers', async ({
    page,
  }, testInfo) => {
    await page.goto('/listings');
    const all = await expectCount(page, '');
    const filters = await openFilters(page, testInfo);
    await filters.panel
      .getByRole('group', { name: 'Prisen inkluderer' })
      .getByRole('button', { name: 'inkl. service' })
      .click();
    await filters.done();
    await expect(page).toHaveURL(/\?inkl=service$/);
    const total = await expectCount(page, 'inkl=service');
    // The demo has sellers who include service, and sellers who charge for it or do not say.
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(all);
    await expect(page.getByRole('button', { name: 'Fjern filter: inkl. service' })).toBeVisible();

    const card = cards(page).first();
    await expect(card.getByTestId('disclosure-grade')).toContainText(/Oplyser [1-7]\/7/);
    await card.getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/listing\//);
    const covered = page.getByRole('region', { name: 'Hvad prisen dækker' });
    await covered.scrollIntoViewIfNeeded();
    await expect(covered).toBeVisible();
    const row = (label: string) => covered.getByRole('term').filter({ hasText: label }).locator('+ dd');
    await expect(row('Service og reparationer')).toHaveText('Inkluderet');
    for (const label of ['Dæk', 'Forsikring', 'Vejhjælp', 'Metallak', 'Levering', 'Grøn ejerafgift']) {
      await expect(row(label)).toHaveText(
        /^(Inkluderet|Ikke inkluderet( · [\d.]+ kr\.(\/md\.)?)?|Ikke oplyst)$/,
      );
    }
    await expect(covered.getByTestId('disclosure-grade')).toContainText(/Oplyser [1-7]\/7/);
  });

  test('several makes and fuels round-trip through the URL and a reload', async ({ page }, testInfo) => {
    await page.goto('/listings');
    const filters = await openFilters(page, testInfo);
    // The pickers keep their own look: a ring, the chevron on the value's line, a greyed "Vælg mærke først".
    const makeButton = filters.panel.getByRole('button', { name: /^Mærke/ });
    expect(await makeButton.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect((await makeButton.boundingBox())?.height).toBeLessThan(56);
    const modelButton = filters.panel.getByRole('button', { name: /^Model/ });
    await expect(modelButton).toBeDisabled();
    await expect(modelButton).toContainText('Vælg mærke først');
    expect(await modelButton.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    await makeButton.click();
    // A desktop opens a dialog; the phone overlay shows a sub-screen with the same title.
    const picker = isPhone(testInfo) ? filters.panel : page.getByRole('dialog', { name: 'Vælg bilmærker' });
    await expect(picker.getByRole('heading', { name: 'Vælg bilmærker' })).toBeVisible();
    await expect(picker.getByRole('heading', { name: 'Populære mærker' })).toBeVisible();
    await expect(picker.getByRole('heading', { name: 'Andre mærker' })).toBeVisible();
    await picker.getByRole('checkbox', { name: /^Toyota/ }).check();
    await picker.getByRole('searchbox', { name: 'Søg efter mærke' }).fill('volks');
    await expect(picker.getByRole('checkbox')).toHaveCount(1);
    await picker.getByRole('checkbox', { name: /^Volkswagen/ }).check();
    if (isPhone(testInfo)) {
      await picker.getByRole('button', { name: 'Tilbage til filtre' }).click();
    } else {
      await picker.getByRole('button', { name: 'Færdig' }).click();
    }
    await expect(filters.panel.getByRole('button', { name: /^Mærke/ })).toContainText('Toyota, Volkswagen');
    const fuels = filters.panel.getByRole('group', { name: 'Drivmiddel' });
    await fuels.getByRole('button', { name: 'Benzin' }).click();
    await fuels.getByRole('button', { name: 'Hybrid', exact: true }).click();
    await filters.done();

    const query = 'makes=Toyota&makes=Volkswagen&fuel_type=petrol&fuel_type=hybrid';
    await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
    await expectCount(page, query);

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`\\?${query}$`));
    const total = await expectCount(page, query);
    expect(total).toBeGreaterThan(0);
    const chips = page.getByRole('list', { name: 'Aktive filtre' });
    for (const label of ['Toyota', 'Volkswagen', 'Benzin', 'Hybrid']) {
      await expect(chips.getByRole('button', { name: `Fjern filter: ${label}` })).toBeVisible();
    }
    for (const title of await cards(page).getByRole('heading').allTextContents()) {
      expect(title).toMatch(/^(Toyota|Volkswagen) /);
    }
  });

  test('old-style links are rewritten to the canonical query', async ({ page }) => {
    await page.goto('/listings?make=Audi&fuel_type=Electric&sort=lease_score_desc&page=1&view=grid');
    await expect(page).toHaveURL(/\/listings\?makes=Audi&fuel_type=electric$/);
    await expectCount(page, 'makes=Audi&fuel_type=electric');
  });

  test('a chip removes its filter and "Nulstil alle" removes every filter', async ({ page }, testInfo) => {
    await page.goto('/listings?makes=Toyota&fuel_type=electric&seats_min=5&price_max=6000');
    const chips = page.getByRole('list', { name: 'Aktive filtre' });
    for (const label of ['Toyota', 'Elektrisk', 'Fra 5 sæder', 'Maks 6.000 kr./md.']) {
      await expect(chips.getByRole('button', { name: `Fjern filter: ${label}` })).toBeVisible();
    }
    await expect(
      isPhone(testInfo)
        ? page.getByRole('button', { name: 'Filtre, 4 aktive' })
        : page.getByRole('button', { name: 'Nulstil (4)' }),
    ).toBeVisible();

    // By keyboard: focus moves on to the next chip, after the last one to the results heading.
    await chips.getByRole('button', { name: 'Fjern filter: Elektrisk' }).press('Enter');
    await expect(page).toHaveURL(/\?makes=Toyota&price_max=6000&seats_min=5$/);
    await expectCount(page, 'makes=Toyota&price_max=6000&seats_min=5');
    await expect(chips.getByRole('button', { name: 'Fjern filter: Fra 5 sæder' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?makes=Toyota&price_max=6000$/);
    await expect(countHeading(page)).toBeFocused();

    // After the chips (wrapped onto whole lines, also on a phone), "Nulstil alle" is wholly in view.
    const clearAll = page.getByRole('button', { name: 'Nulstil alle', exact: true });
    await expect(clearAll).toBeInViewport({ ratio: 1 });
    await clearAll.click();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(chips).toHaveCount(0);
    await expectCount(page, '');
  });

  test('sorting changes the order of the cards', async ({ page }, testInfo) => {
    await page.goto('/listings');
    await expect(cards(page).first()).toBeVisible();
    const chooseSort = async (label: string) => {
      if (isPhone(testInfo)) {
        await page.getByRole('combobox', { name: /^Sortering:/ }).selectOption({ label });
        await expect(page.getByText(`Sorteret efter ${label}`)).toBeVisible();
      } else {
        await page.getByLabel('Sortér efter').selectOption({ label });
      }
    };

    await chooseSort('Laveste månedspris');
    await expect(page).toHaveURL(/\?sort=asc$/);
    const cheapest = (await api(page, 'sort=asc')).items.map((item) => item.display_monthly_price);
    await expect.poll(() => cardPrices(page)).toEqual(cheapest);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));

    // The first payment counts: the cards' totals ascend.
    await chooseSort('Laveste samlede pris');
    await expect(page).toHaveURL(/\?sort=total_asc$/);
    const totals = (await api(page, 'sort=total_asc')).items.map((item) => item.total_cost);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    await expect
      .poll(async () =>
        (
          await cards(page)
            .getByText(/^Samlede omkostninger:/)
            .allTextContents()
        ).map((text) => Number(text.replace(/\D/g, ''))),
      )
      .toEqual(totals);

    await chooseSort('Højeste månedspris');
    await expect(page).toHaveURL(/\?sort=desc$/);
    const dearest = (await api(page, 'sort=desc')).items.map((item) => item.display_monthly_price);
    await expect.poll(() => cardPrices(page)).toEqual(dearest);
    expect(dearest[0]).toBeGreaterThan(cheapest[0] ?? 0);
  });

  test('a chosen term picks the prices shown, and a card with another term says so', async ({ page }) => {
    await page.goto('/listings?mdr=12');
    const chips = page.getByRole('list', { name: 'Aktive filtre' });
    await expect(chips.getByRole('button', { name: 'Fjern filter: Priser for 12 mdr.' })).toBeVisible();
    const { items } = await api(page, 'mdr=12');
    await expect(cards(page)).toHaveCount(items.length);
    const other = items.filter((item) => item.selected_term !== 12);
    expect(other.length).toBeGreaterThan(0);
    for (const item of items) {
      const card = page.locator(`[data-listing-id="${item.id}"]`);
      await expect(card.getByText('Ingen 12 mdr.')).toHaveCount(item.selected_term === 12 ? 0 : 1);
    }
    // A first payment is spread over the term beside the monthly price.
    const withDeposit = items.find((item) => item.selected_deposit > 0);
    expect(withDeposit, 'a card with a first payment on the first page').toBeDefined();
    if (withDeposit) {
      const effective = Math.round(withDeposit.total_cost / withDeposit.selected_term);
      await expect(page.locator(`[data-listing-id="${withDeposit.id}"]`)).toContainText(
        `Inkl. udbetaling: ${danish(effective)} kr./md.`,
      );
    }
  });

  test('the list view is a denser row layout kept in the URL', async ({ page }) => {
    await page.goto('/listings');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const gridHeight = (await first.boundingBox())?.height ?? 0;

    await page.getByRole('button', { name: 'Listevisning' }).click();
    await expect(page).toHaveURL(/\?view=list$/);
    await expect(page.getByRole('button', { name: 'Listevisning' })).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    const row = cards(page).first();
    const image = await row.getByRole('img').boundingBox();
    const title = await row.getByRole('heading').boundingBox();
    expect(image && title && image.x + image.width <= title.x).toBe(true);
    expect((await row.boundingBox())?.height ?? 0).toBeLessThan(gridHeight * 0.6);
    // No card's text is cut short: every line shows all it holds (it wraps between specs instead).
    const cut = await cards(page)
      .locator('p')
      .evaluateAll((lines) =>
        lines.filter((line) => line.scrollWidth > line.clientWidth).map((line) => line.textContent),
      );
    expect(cut).toEqual([]);
  });

  test('pagination keeps the page and the filters in the URL', async ({ page }) => {
    await page.goto('/listings?fuel_type=electric');
    const pageOne = await api(page, 'fuel_type=electric');
    const pageTwo = await api(page, 'fuel_type=electric&page=2');
    expect(pageOne.total).toBeGreaterThan(pageOne.limit);
    const pages = page.getByRole('navigation', { name: 'Sider' });
    await expect(pages.getByRole('link', { name: 'Side 1' })).toHaveAttribute('aria-current', 'page');

    await pages.getByRole('link', { name: 'Næste' }).click();
    await expect(page).toHaveURL(/\?fuel_type=electric&page=2$/);
    await expect(pages.getByRole('link', { name: 'Side 2' })).toHaveAttribute('aria-current', 'page');
    const firstOfPageTwo = pageTwo.items[0];
    await expect(cards(page).first().getByRole('heading')).toHaveText(
      `${firstOfPageTwo?.make} ${firstOfPageTwo?.model}`,
    );
    await expect(cards(page)).toHaveCount(pageTwo.items.length);
    // The top of the results is brought into view.
    await expect(countHeading(page)).toBeInViewport();

    await pages.getByRole('link', { name: 'Forrige' }).click();
    await expect(page).toHaveURL(/\?fuel_type=electric$/);
    await expect(cards(page)).toHaveCount(pageOne.items.length);
  });

  test('the phone overlay applies the pending filters with "Vis {n} tilbud"', async ({ page }, testInfo) => {
    await page.goto('/listings?showFilters=true');
    const overlay = page.getByRole('dialog');
    if (!isPhone(testInfo)) {
      // A desktop has the sidebar instead; the parameter opens nothing over the page.
      await expect(page.getByRole('complementary', { name: 'Filtre' })).toBeVisible();
      await expect(overlay).toHaveCount(0);
      return;
    }
    await expect(overlay).toHaveAccessibleName('Filtre');
    await expect(overlay.getByRole('button', { name: 'Nulstil' })).toHaveCount(0);
    const { total: all } = await api(page);
    await expect(overlay.getByRole('button', { name: `Vis ${danish(all)} tilbud` })).toBeVisible();

    await overlay.getByRole('button', { name: 'Diesel' }).click();
    const { total: diesel } = await api(page, 'fuel_type=diesel');
    const apply = overlay.getByRole('button', { name: `Vis ${danish(diesel)} tilbud` });
    await expect(apply).toBeVisible();
    await overlay.getByRole('button', { name: 'Nulstil' }).click();
    await expect(overlay.getByRole('button', { name: `Vis ${danish(all)} tilbud` })).toBeVisible();
    await overlay.getByRole('button', { name: 'Diesel' }).click();
    await apply.click();

    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel$/);
    await expectCount(page, 'fuel_type=diesel');
    await expect(page.getByRole('button', { name: 'Filtre, 1 aktivt' })).toBeVisible();

    // Escape closes the overlay and gives focus back to the button that opened it.
    await page.getByRole('button', { name: /^Filtre/ }).click();
    await expect(overlay).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel$/);
    await expect(page.getByRole('button', { name: 'Filtre, 1 aktivt' })).toBeFocused();

    // Closing without applying keeps the results as they were.
    await page.getByRole('button', { name: /^Filtre/ }).click();
    await overlay.getByRole('button', { name: 'Benzin' }).click();
    await overlay.getByRole('button', { name: 'Luk filtre' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel$/);

    // The phone's back button closes the overlay, and closing it later does not step back twice.
    await page.getByRole('button', { name: /^Filtre/ }).click();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel&showFilters=true$/);
    await page.goBack();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel$/);
    await page.goto('/listings?fuel_type=diesel&showFilters=true');
    await overlay.getByRole('button', { name: 'Luk filtre' }).click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel$/);
  });

  // Issue 27: "on a phone the chip row is ~134 px wide: 'Maks 3.000 kr./mo…', and the term/udbetaling
  // chips are off-screen while the cards say 'Ingen 12 mdr.'".
  test('every active-filter chip reads in full, the term and deposit beside the cards that refer to them', async ({
    page,
  }, testInfo) => {
    await page.goto('/listings?price_max=3000&mdr=12&udb=0');
    const { items } = await api(page, 'price_max=3000&mdr=12&udb=0');
    const other = items.find((item) => item.selected_term !== 12);
    expect(other, 'a card on the first page without a 12-month offer').toBeDefined();
    await expect(page.locator(`[data-listing-id="${other?.id}"]`).getByText('Ingen 12 mdr.')).toBeVisible();

    const chips = page.getByRole('list', { name: 'Aktive filtre' });
    const labels = ['Maks 3.000 kr./md.', 'Priser for 12 mdr.', 'Priser med udb. 0 kr.'];
    for (const width of isPhone(testInfo) ? [390, 320] : [1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const label of labels) {
        const chip = chips.getByRole('listitem').filter({ hasText: label });
        await expect(chip, `${label} at ${width} px`).toHaveText(label);
        // Wholly on screen and not clipped by a scrolling row; its text fits its box.
        await expect(chip, `${label} at ${width} px`).toBeInViewport({ ratio: 1 });
        const box = await chip.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${label} within ${width} px`).toBe(true);
        expect(await chip.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
      await expect(page.getByRole('button', { name: 'Nulstil alle', exact: true })).toBeInViewport({
        ratio: 1,
      });
      if (isPhone(testInfo)) {
        // The phone's line under the count reads in full too.
        const sorted = page.getByText('Sorteret efter Bedste tilbud');
        await expect(sorted).toBeInViewport({ ratio: 1 });
        expect(await sorted.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    }
  });

  // Issue 27: "on a slow network, choosing Diesel keeps '158 tilbud fundet' beside the Diesel chip; the
  // phone overlay's button says 'Vis tilbud' without a count and applies old results".
  test('on a slow network the count says it is updating, and the phone overlay applies only what it counted', async ({
    page,
  }, testInfo) => {
    const { total: all } = await api(page, '');
    const { total: diesel } = await api(page, 'fuel_type=diesel');

    if (!isPhone(testInfo)) {
      // Nor does a search without results speak for the next one while it loads.
      await page.goto('/listings?price_max=100');
      await expect(page.getByRole('heading', { name: 'Ingen biler fundet' })).toBeVisible();
      const network = await holdListingRequests(page);
      await page.getByRole('button', { name: 'Nulstil alle filtre' }).click();
      await network.waitForHeld();
      await expect(page.locator('#results-heading')).toHaveText('Henter tilbud…');
      await expect(page.getByRole('heading', { name: 'Ingen biler fundet' })).toHaveCount(0);
      await network.release();
      await expectCount(page, '');

      await page
        .getByRole('complementary', { name: 'Filtre' })
        .getByRole('button', { name: 'Diesel' })
        .click();
      await network.waitForHeld();
      await expect(page.locator('#results-heading')).toHaveText('Henter tilbud…');
      await expect(page.getByRole('heading', { name: `${danish(all)} tilbud fundet` })).toHaveCount(0);
      await network.release();
      await expectCount(page, 'fuel_type=diesel');
      return;
    }

    await page.goto('/listings');
    await expectCount(page, '');
    const network = await holdListingRequests(page);
    await page.getByRole('button', { name: /^Filtre/ }).click();
    const overlay = page.getByRole('dialog');
    const apply = overlay.getByRole('button', { name: /tilbud/ });
    await network.waitForHeld();
    await expect(apply).toHaveText('Tæller tilbud…');
    await network.release();
    await expect(apply).toHaveText(`Vis ${danish(all)} tilbud`);

    await overlay.getByRole('button', { name: 'Diesel' }).click();
    await network.waitForHeld();
    await expect(apply).toHaveText('Tæller tilbud…');
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    // Pressed anyway, it applies nothing: the overlay stays, the results stay as they were.
    await apply.click({ force: true });
    await expect(overlay).toBeVisible();
    expect(currentQuery(page)).toBe('showFilters=true');

    await network.release();
    await expect(apply).toHaveText(`Vis ${danish(diesel)} tilbud`);
    await apply.click();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/listings\?fuel_type=diesel$/);
    // The results themselves are still on their way: the heading says so, not the old 158.
    await network.waitForHeld();
    await expect(page.locator('#results-heading')).toHaveText('Henter tilbud…');
    await network.release();
    await expectCount(page, 'fuel_type=diesel');
  });

  test('no results show "Ingen biler fundet" with a way back', async ({ page }) => {
    expect((await api(page, 'price_max=100')).total).toBe(0);
    await page.goto('/listings?price_max=100');
    await expect(page.getByRole('heading', { name: 'Ingen biler fundet' })).toBeVisible();
    await expect(countHeading(page)).toHaveText('0 tilbud fundet');
    await page.getByRole('button', { name: 'Nulstil alle filtre' }).click();
    await expect(page).toHaveURL(/\/listings$/);
    await expectCount(page, '');
  });

  test('the price-cap note opens the detail page with the ideal deposit', async ({ page }) => {
    const { items } = await api(page, 'price_max=3000&limit=50');
    const capped = items.find((item) => item.display_price_reason.startsWith('price_cap'));
    expect(capped, 'a listing shown below its best fit under 3.000 kr./md.').toBeDefined();
    if (!capped) return;

    await page.goto('/listings?price_max=3000&limit=50');
    const card = page.locator(`[data-listing-id="${capped.id}"]`);
    const note = card.getByRole('link', { name: /^Ved [\d.]+ kr\. udbetaling: [\d.]+ kr\.\/md\.$/ });
    await expect(note).toContainText(`Ved ${danish(capped.ideal_deposit ?? 0)} kr. udbetaling`);
    await note.click();
    // The ideal offer itself, also when it is at another mileage or term than the card's offer.
    await expect(page).toHaveURL(
      new RegExp(
        `/listing/${capped.id}\\?selectedMileage=${capped.ideal_mileage}&selectedTerm=${capped.ideal_term}&selectedDeposit=${capped.ideal_deposit}$`,
      ),
    );
    await expect(page.getByText(`${danish(capped.ideal_monthly_price ?? 0)} kr./md.`).first()).toBeVisible();
  });

  test('a card opens its offer on the detail page, and back returns to the same card', async ({ page }) => {
    await page.goto('/listings');
    const { items } = await api(page);
    const target = items[7];
    expect(target).toBeDefined();
    if (!target) return;
    const card = page.locator(`[data-listing-id="${target.id}"]`);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    await expect(card).toBeInViewport();
    const before = await card.boundingBox();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);

    await card.getByRole('link', { name: `${target.make} ${target.model}` }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/listing/${target.id}\\?selectedMileage=${target.selected_mileage}&selectedTerm=${target.selected_term}&selectedDeposit=${target.selected_deposit}$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/listings$/);
    await expect(card).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(Math.round((await card.boundingBox())?.y ?? -1)).toBe(Math.round(before?.y ?? 0));
  });

  test('/listings without parameters continues the saved search and says so; links to every car do not', async ({
    page,
  }) => {
    const all = (await api(page, '')).total;
    const searchKia = async () => {
      await page.goto('/listings?makes=Kia&sort=asc&page=2');
      await expect(countHeading(page)).toBeVisible();
    };
    const expectEveryCar = async () => {
      await expect(page).toHaveURL(/\/listings$/);
      await expectCount(page, '');
      await expect(page.getByText('Din seneste søgning:')).toHaveCount(0);
    };

    await test.step('"Se alle biler" on the home page shows every car', async () => {
      await searchKia();
      await page.goto('/');
      await page.getByRole('link', { name: 'Se alle biler' }).click();
      await expectEveryCar();
    });

    for (const path of ['/om-os', '/hvorfor-privatleasing']) {
      await test.step(`"Se alle tilbud" on ${path} shows every car`, async () => {
        await searchKia();
        await page.goto(path);
        await page.getByRole('link', { name: 'Se alle tilbud' }).click();
        await expectEveryCar();
      });
    }

    await test.step('the quick search lands on the count its button showed', async () => {
      await searchKia();
      await page.goto('/');
      const submit = page
        .getByRole('form', { name: 'Hurtig søgning' })
        .getByRole('button', { name: /^Vis / });
      await expect(submit).toHaveText(`Vis ${danish(all)} tilbud`);
      await submit.click();
      await expectEveryCar();
    });

    await test.step('invalid parameters mean the defaults, not the saved search', async () => {
      await searchKia();
      await page.goto('/listings?view=tiles');
      await expectEveryCar();
    });

    await test.step('a bare /listings continues the search, says so, and one click shows every car', async () => {
      await searchKia();
      await page.goto('/listings');
      // The filters and sort come back; the page does not.
      await expect(page).toHaveURL(/\/listings\?makes=Kia&sort=asc$/);
      await expectCount(page, 'makes=Kia');
      const notice = page.getByRole('status').filter({ hasText: 'Din seneste søgning:' });
      await expect(notice).toContainText('Kia');
      await notice.getByRole('button', { name: 'Vis alle biler' }).click();
      await expectEveryCar();
    });
  });

  test('a failed search shows "Søgning fejlede", and "Ryd filtre" starts over', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/listings?fuel_type=diesel');
    await expect(countHeading(page)).toBeVisible();
    await page.route('**/api/listings?**', (route) => route.abort());
    // A search the browser runs itself (a new page would arrive with the server's results, ADR 013).
    await page.evaluate(() => {
      const router = (window as unknown as { __TSR_ROUTER__: { navigate(options: { href: string }): void } })
        .__TSR_ROUTER__;
      router.navigate({ href: '/listings?fuel_type=diesel&transmission=manual' });
    });

    await expect(page.getByRole('heading', { name: 'Søgning fejlede' })).toBeVisible({ timeout: 15_000 });
    // The results heading says the same, not that it is still loading.
    await expect(page.locator('#results-heading')).toHaveText('Tilbud kunne ikke hentes');
    await expect(page.getByRole('button', { name: 'Genstart søgning' })).toBeVisible();
    await page.unroute('**/api/listings?**');
    await page.getByRole('button', { name: 'Ryd filtre' }).click();

    await expect(page).toHaveURL(/\/listings$/);
    await expectCount(page, '');
    // The aborted requests were logged on purpose.
    consoleErrors.length = 0;
  });

  test('the filters work from the keyboard', async ({ page }, testInfo) => {
    await page.goto('/listings');
    const filters = await openFilters(page, testInfo);
    const chip = filters.panel
      .getByRole('group', { name: 'Geartype' })
      .getByRole('button', { name: 'Manuel' });
    await chip.focus();
    await page.keyboard.press('Enter');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(chip).toBeFocused();
    const outline = await chip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');

    const seats = filters.panel.getByLabel('Mindste antal sæder');
    await seats.focus();
    await seats.selectOption('5');

    const make = filters.panel.getByRole('button', { name: /^Mærke/ });
    await make.focus();
    await page.keyboard.press('Enter');
    const search = page.getByRole('searchbox', { name: 'Søg efter mærke' });
    await search.focus();
    await page.keyboard.type('Kia');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /^Kia/ })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: /^Kia/ })).toBeChecked();

    if (isPhone(testInfo)) {
      await filters.panel.getByRole('button', { name: 'Tilbage til filtre' }).press('Enter');
      await filters.done();
    } else {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Vælg bilmærker' })).toBeHidden();
      await expect(make).toBeFocused();
    }
    await expect(page).toHaveURL(/\?makes=Kia&transmission=manual&seats_min=5$/);
    await expectCount(page, 'makes=Kia&transmission=manual&seats_min=5');
  });

  test('the page passes axe, with its dialogs open too, and looks right', async ({ page }, testInfo) => {
    await page.goto('/listings?makes=Toyota&price_max=4000');
    await expect(cards(page).first()).toBeVisible();
    await expect(page).toHaveTitle(/^Toyota – Leasingbiler \| Leasingmatch$/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/screenshots/listings-${testInfo.project.name}.png` });

    const filters = await openFilters(page, testInfo);
    await filters.panel.getByRole('button', { name: /^Mærke/ }).click();
    await expect(page.getByRole('heading', { name: 'Vælg bilmærker' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `.tmp/screenshots/listings-makes-${testInfo.project.name}.png` });
  });
});
