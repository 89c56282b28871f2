import type { Page } from '@playwright/test';
import type { DashboardSummary } from '../src/domain/admin/dashboard-summary';
import { sessionStatusLabels } from '../src/domain/ingestion/ingestion-api';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

const danish = (value: number) => value.toLocaleString('da-DK');

async function dashboardFigures(page: Page): Promise<DashboardSummary> {
  const response = await page.request.get('/api/admin/dashboard');
  expect(response.status()).toBe(200);
  return (await response.json()) as DashboardSummary;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the dashboard shows the catalogue figures and a chart, and a figure opens its filtered list', async ({
  page,
}) => {
  const figures = await dashboardFigures(page);
  expect(figures.listings.total).toBeGreaterThan(0);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const active = page.getByRole('link', { name: /Aktive annoncer/ });
  await expect(active).toContainText(danish(figures.listings.active));
  await expect(page.getByRole('link', { name: /Afventer/ })).toContainText(danish(figures.listings.pending));
  await expect(page.getByRole('link', { name: /Sælgere/ }).last()).toContainText(danish(figures.sellers));
  // Other specs may have imported price lists into the shared server by now: read what it says.
  await expect(page.getByRole('link', { name: /Batches til gennemsyn/ })).toContainText(
    danish(figures.ingestion.batchesAwaitingReview),
  );
  const newestImport = figures.ingestion.recentSessions[0];
  if (newestImport) {
    const name = `${newestImport.sellerName ?? 'Ukendt sælger'} · ${sessionStatusLabels[newestImport.status]}`;
    await expect(page.getByRole('link', { name }).first()).toBeVisible();
  } else {
    await expect(page.getByText('Ingen importer endnu', { exact: false })).toBeVisible();
  }

  const makesChart = page.getByRole('figure', { name: 'Antal annoncer pr. mærke' });
  await expect(makesChart.getByRole('application')).toBeVisible();
  await expect(
    makesChart.getByRole('link', { name: new RegExp(figures.makes[0]?.make ?? '') }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('figure', { name: 'Fordeling af LeaseScore for de viste tilbud' })
      .getByRole('application'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: /Afventer/ }).click();
  await expect(page).toHaveURL(/\/admin\/listings\?status=pending$/);
});

test('a data-quality figure opens the full list behind it, filtered in the URL', async ({ page }) => {
  // The demo catalogue has a listing without retail price and an active one without offers.
  const { quality } = await dashboardFigures(page);
  expect(quality.withoutRetailPrice.count).toBeGreaterThan(0);

  await page.goto('/admin');
  const figure = page.getByRole('link', { name: /^Uden nypris/ });
  await expect(figure).toContainText(danish(quality.withoutRetailPrice.count));
  await figure.click();

  await expect(page).toHaveURL(/\/admin\/listings\?quality=missing_price$/);
  await expect(page.getByRole('combobox', { name: 'Datakvalitet' })).toHaveValue('missing_price');
  await expect(page.getByText('Datakvalitet: Uden nypris')).toBeVisible();
  const table = page.getByRole('table', { name: 'Annoncer' });
  // Titles can repeat (price-list imports of other tests add listings), so each example needs one row.
  for (const listing of quality.withoutRetailPrice.examples) {
    await expect(table.getByRole('checkbox', { name: `Vælg ${listing.title}` }).first()).toBeAttached();
  }
  await expect(table.getByRole('checkbox', { name: /^Vælg Hyundai IONIQ 6/ }).first()).toBeAttached();
  await expectNoSeriousA11yViolations(page);

  // The toolbar's control writes the URL, and the notice removes the filter again.
  await page.getByRole('combobox', { name: 'Datakvalitet' }).selectOption({ label: 'Uden tilbud' });
  await expect(page).toHaveURL(/\/admin\/listings\?quality=missing_offers$/);
  await expect(
    table.getByRole('checkbox', { name: 'Vælg Ford Explorer Extended Range RWD 286 HK' }),
  ).toBeAttached();
  await page.getByRole('button', { name: 'Fjern filteret Datakvalitet: Uden tilbud' }).click();
  await expect(page).toHaveURL(/\/admin\/listings$/);
  await expect(page.getByRole('combobox', { name: 'Datakvalitet' })).toHaveValue('');
});

test('settings are saved, survive a reload and an invalid value is named beside its field', async ({
  page,
}) => {
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Indstillinger' })).toBeVisible();
  await test.step('Standardsøgning: every Løbetid choice fits its select (issue 18: "Automatisk (36" was cut)', async () => {
    const term = page.getByRole('form', { name: 'Standardsøgning' }).getByLabel('Løbetid');
    const overflow = await term.evaluate((select: HTMLSelectElement) => {
      const style = getComputedStyle(select);
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return Number.POSITIVE_INFINITY;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room =
        select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return Math.max(...[...select.options].map((option) => context.measureText(option.text).width)) - room;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
  await test.step('Websted: the contact e-mail', async () => {
    const form = page.getByRole('form', { name: 'Websted' });
    const email = form.getByLabel('Kontakt-e-mail');
    await email.fill('ikke-en-mail');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(form.getByText('Angiv en gyldig e-mailadresse')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('kontakt@e2e-leasingmatch.dk');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Indstillingerne er gemt')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('form', { name: 'Websted' }).getByLabel('Kontakt-e-mail')).toHaveValue(
      'kontakt@e2e-leasingmatch.dk',
    );
    // The public pages name the saved address (each process re-reads settings within a second).
    await expect(async () => {
      await page.goto('/om-os');
      await expect(page.getByRole('link', { name: 'kontakt@e2e-leasingmatch.dk' })).toHaveAttribute(
        'href',
        'mailto:kontakt@e2e-leasingmatch.dk',
        { timeout: 1_000 },
      );
    }).toPass({ timeout: 10_000 });
    await page.goto('/admin/settings');
  });
  await test.step('AI-udtræk: the base URL and model', async () => {
    const form = page.getByRole('form', { name: 'AI-udtræk' });
    await form.getByLabel('Adresse (base URL)').fill('ftp://forkert');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(form.getByText('Angiv en gyldig adresse, der starter med https://')).toBeVisible();

    await form.getByLabel('Adresse (base URL)').fill('https://llm.e2e.example/v1');
    await form.getByLabel('Model').fill('e2e-model');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Indstillingerne er gemt')).toBeVisible();
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'AI-udtræk' });
    await expect(reloaded.getByLabel('Model')).toHaveValue('e2e-model');
    await expect(reloaded.getByText(/ikke angivet|angivet/)).toBeVisible();
  });
  await test.step("Energipriser: the el price reaches an electric car's running cost", async () => {
    const form = page.getByRole('form', { name: 'Energipriser' });
    const el = form.getByLabel('El (kr./kWh)');
    await el.fill('31');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(form.getByText('Højst 10,00 kr./kWh')).toBeVisible();
    await el.fill('3,10');
    await form.getByRole('button', { name: 'Gem' }).click();
    await expect(page.getByText('Indstillingerne er gemt')).toBeVisible();
    const search = await page.request.get('/api/listings?fuel_type=electric&limit=1');
    const [car] = ((await search.json()) as { items: { id: string }[] }).items;
    await expect(async () => {
      await page.goto(`/listing/${car?.id}`);
      const section = page.getByRole('region', { name: 'Samlet månedlig biludgift' });
      await section.getByText('Sådan er det beregnet').click();
      await expect(section.getByText(/kWh\/100\skm × 3,10\skr\.\/kWh = /)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.goto('/admin/settings');
  });
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/audit-log?entity=setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktivitetslog' })).toBeVisible();
  for (const section of ['Websted', 'AI-udtræk', 'Energipriser']) {
    await expect(page.getByRole('row', { name: new RegExp(section) }).first()).toBeVisible();
  }
});

test('an admin creates a user, sees it in the list and finds the change in the audit log', async ({
  page,
}, testInfo) => {
  const email = `e2e-${testInfo.project.name}-${Date.now()}@leasingmatch.dk`;
  await page.goto('/admin/settings');
  await page.getByRole('button', { name: 'Opret bruger' }).click();
  const form = page.getByRole('form', { name: 'Opret bruger' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel(/^Administrator/).uncheck();
  await form.getByLabel('Angiv en startadgangskode').check();
  await form.getByLabel('Startadgangskode', { exact: true }).fill('kort');
  await form.getByRole('button', { name: 'Opret bruger' }).click();
  await expect(form.getByText('Mindst 10 tegn', { exact: true })).toBeVisible();
  await form.getByLabel('Startadgangskode', { exact: true }).fill('e2e-bruger-kode-1');
  await form.getByRole('button', { name: 'Opret bruger' }).click();
  await expect(page.getByText(`${email} er oprettet`)).toBeVisible();

  const row = page.getByRole('table', { name: 'Brugere' }).getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText('Bruger');
  await row.getByRole('button', { name: `Gør til administrator: ${email}` }).click();
  await expect(page.getByText(`${email} er nu administrator`)).toBeVisible();
  await expect(row).toContainText('Administrator');
  // The signed-in admin's own row offers no way to demote or disable itself.
  await expect(
    page.getByRole('row', { name: /admin@leasingmatch\.dk/ }).getByText('Din egen konto'),
  ).toBeVisible();

  await page.goto('/admin/audit-log?entity=user');
  const created = page.getByRole('row', { name: new RegExp(`Oprettet.*${email}`) });
  await expect(created).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Gjort til administrator.*${email}`) }),
  ).toBeVisible();
  await created.getByRole('button', { name: /Vis \d+ felter/ }).click();
  await expect(page.getByRole('rowheader', { name: 'E-mail' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
