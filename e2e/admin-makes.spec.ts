import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin-session';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

/** Types into the debounced search box and waits until the search is in the URL. */
async function searchMakes(page: Page, text: string) {
  await page.getByLabel('Søg i mærker og modeller').fill(text);
  await expect
    .poll(() => new URL(page.url()).searchParams.get('search')?.replace(/^"(.*)"$/, '$1') ?? '')
    .toBe(text);
}

test('an admin creates a make and models with aliases, is refused a duplicate, and merges two models @desktop-only', async ({
  page,
  consoleErrors,
}, testInfo) => {
  // Many steps, each with a toast that a phone's narrow screen has to let go of before the next click.
  test.setTimeout(60_000);
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const make = `Testmærke ${suffix}`;
  const alias = `TM ${suffix}`;
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Administration' });
  // On a phone the sidebar is behind the menu button.
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  await nav.getByRole('link', { name: 'Mærker og modeller' }).click();
  await expect(page).toHaveURL(/\/admin\/makes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mærker og modeller' })).toBeVisible();
  // The demo catalogue's makes are listed with their listing counts.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.getByText(/\d+ annoncer/).first()).toBeVisible();

  // Create a make with an alias.
  await page.getByRole('button', { name: 'Opret mærke' }).click();
  let dialog = page.getByRole('dialog', { name: 'Opret mærke' });
  await dialog.getByLabel('Navn').fill(make);
  await dialog.getByLabel('Aliaser').fill(alias);
  await dialog.getByRole('button', { name: 'Opret mærke' }).click();
  await expect(page.getByText(`Mærket ${make} er oprettet`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The search finds it by its alias.
  await searchMakes(page, alias);
  const card = page.getByRole('region', { name: make });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Alias: ${alias}`)).toBeVisible();
  await expect(card.getByText('Ingen modeller endnu.')).toBeVisible();

  // Two models: one with an alias and a default body type.
  await card.getByRole('button', { name: `Tilføj model under ${make}` }).click();
  dialog = page.getByRole('dialog', { name: `Tilføj model under ${make}` });
  await dialog.getByLabel('Navn').fill('ID.9');
  await dialog.getByLabel('Aliaser').fill('ID 9, ID9');
  await dialog.getByLabel('Standard-karrosseri').selectOption('SUV');
  await dialog.getByLabel('Sæder').fill('5');
  await page.screenshot({ path: testInfo.outputPath('makes-model-dialog.png') });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Opret model' }).click();
  await expect(page.getByText(`Modellen ${make} ID.9 er oprettet`)).toBeVisible();
  await card.getByRole('button', { name: `Tilføj model under ${make}` }).click();
  dialog = page.getByRole('dialog', { name: `Tilføj model under ${make}` });
  await dialog.getByLabel('Navn').fill('ID.9 GTX');
  await dialog.getByRole('button', { name: 'Opret model' }).click();
  await expect(page.getByText(`Modellen ${make} ID.9 GTX er oprettet`)).toBeVisible();
  const models = card.getByRole('list', { name: `Modeller under ${make}` });
  await expect(models.getByRole('listitem')).toHaveCount(2);
  await expect(models.getByRole('listitem').filter({ hasText: 'ID 9, ID9' })).toContainText('SUV');
  await expect(models.getByRole('listitem').filter({ hasText: 'ID 9, ID9' })).toContainText('5 sæder');

  // A third model named like an alias of the first is refused, with the reason beside the field.
  await card.getByRole('button', { name: `Tilføj model under ${make}` }).click();
  dialog = page.getByRole('dialog', { name: `Tilføj model under ${make}` });
  await dialog.getByLabel('Navn').fill('id 9');
  await dialog.getByRole('button', { name: 'Opret model' }).click();
  await expect(dialog.getByText(`«id 9» er allerede et alias for ${make} ID.9.`)).toBeVisible();
  expect(consoleErrors.some((text) => text.includes('Mutation failed'))).toBe(true);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/Mutation failed|status of 409/.test(text)),
  );
  await dialog.getByRole('button', { name: 'Annuller' }).click();
  await expect(dialog).toBeHidden();
  // Toasts stay while the pointer rests on them (it does, after "Annuller" on a phone): move it away.
  await page.mouse.move(5, 5);

  // Merge ID.9 GTX into ID.9: one model remains, with the old name as an alias.
  await card.getByRole('button', { name: `Læg modellen ${make} ID.9 GTX sammen med en anden` }).click();
  dialog = page.getByRole('dialog', { name: `Læg ${make} ID.9 GTX sammen med en anden model` });
  await expect(dialog).toContainText('Det kan ikke fortrydes.');
  await dialog.getByLabel('Læg sammen med modellen').selectOption({ label: 'ID.9' });
  await dialog.getByRole('button', { name: 'Læg sammen' }).click();
  await expect(page.getByText(`ID.9 GTX er lagt sammen med ID.9 – 0 annoncer flyttet`)).toBeVisible();
  await expect(models.getByRole('listitem')).toHaveCount(1);
  await expect(models.getByRole('listitem')).toContainText('Alias: ID 9, ID.9 GTX, ID9');
  await page.screenshot({ path: testInfo.outputPath('makes-after-merge.png') });

  // The same make in the table view: its model under it (a search opens it), edited from its row.
  await page.getByRole('button', { name: 'Tabel' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('table');
  const table = page.getByRole('table', { name: 'Mærker og modeller' });
  const modelRow = table.getByRole('row').filter({ hasText: 'ID 9, ID.9 GTX, ID9' });
  await expect(modelRow).toContainText('5 sæder');
  await modelRow.getByRole('button', { name: `Rediger modellen ${make} ID.9` }).click();
  dialog = page.getByRole('dialog', { name: `Rediger modellen ${make} ID.9` });
  await dialog.getByLabel('Sæder').fill('7');
  await dialog.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText(`${make} ID.9 er gemt`)).toBeVisible();
  await expect(modelRow).toContainText('7 sæder');
  await page.screenshot({ path: testInfo.outputPath('makes-table.png') });

  // Someone else saves the model while the dialog is open: the save is refused in Danish, nothing is
  // lost; "Genindlæs" shows the saved model and keeps the typed doors listed (issue 26, finding 4).
  await modelRow.getByRole('button', { name: `Rediger modellen ${make} ID.9` }).click();
  dialog = page.getByRole('dialog', { name: `Rediger modellen ${make} ID.9` });
  const catalogue = (await (await page.request.get('/api/admin/makes')).json()) as {
    makes: { name: string; models: { id: string; name: string; aliases: string[]; version: number }[] }[];
  };
  const saved = catalogue.makes.find((entry) => entry.name === make)?.models.find((m) => m.name === 'ID.9');
  if (!saved) throw new Error('ID.9 not in the catalogue');
  const otherSave = await page.request.put(`/api/admin/makes/models/${saved.id}`, {
    data: {
      name: 'ID.9',
      aliases: [...saved.aliases, 'ID9 Pro'],
      default_seats: 7,
      expectedVersion: saved.version,
    },
  });
  expect(otherSave.status()).toBe(200);
  await dialog.getByLabel('Døre').fill('5');
  await dialog.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(
    dialog.getByText(/har ændret dette den .*, efter du åbnede det\. Intet er gemt/),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Genindlæs' }).click();
  await expect(dialog.getByLabel('Aliaser')).toHaveValue(/ID9 Pro/);
  await expect(dialog.getByText('Dine ændringer', { exact: true })).toBeVisible();
  // The refused request (409) is expected here.
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((text) => !/status of 409/.test(text)),
  );
  await dialog.getByLabel('Døre').fill('5');
  await dialog.getByRole('button', { name: 'Gem ændringer' }).click();
  await expect(page.getByText(`${make} ID.9 er gemt`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(modelRow).toContainText('ID9 Pro');
  await searchMakes(page, '');
  await page.screenshot({ path: testInfo.outputPath('makes-all.png') });

  // Every write is in the audit log, in Danish.
  await page.goto('/admin/audit-log?entity=model');
  await expect(page.getByText('Lagt sammen').first()).toBeVisible();
  await page.goto('/admin/audit-log?entity=make');
  await expect(page.getByText(make).first()).toBeVisible();
});

test('the makes page fits a phone: no sideways scrolling, actions reachable', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto('/admin/makes');
  await expect(page.getByRole('heading', { level: 1, name: 'Mærker og modeller' })).toBeVisible();
  const firstMake = page.getByRole('heading', { level: 2 }).first();
  await expect(firstMake).toBeVisible();
  const name = (await firstMake.textContent()) ?? '';
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const edit = page.getByRole('button', { name: `Rediger mærket ${name}` });
  await expect(edit).toBeVisible();
  const box = await edit.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  await edit.click();
  const dialog = page.getByRole('dialog', { name: `Rediger mærket ${name}` });
  await expect(dialog.getByLabel('Navn')).toHaveValue(name);
  await page.screenshot({ path: testInfo.outputPath('makes-phone-dialog.png') });
  await dialog.getByRole('button', { name: 'Annuller' }).click();
  await page.screenshot({ path: testInfo.outputPath('makes-phone.png'), fullPage: false });

  // The table on a phone: a make's last action lies on the screen, not scrolled past the table's edge.
  await page.getByRole('button', { name: 'Tabel' }).click();
  await expect(page.getByRole('button', { name: 'Tabel' })).toHaveAttribute('aria-pressed', 'true');
  const merge = page.getByRole('button', { name: `Læg mærket ${name} sammen med et andet` });
  await expect(merge).toBeVisible();
  const mergeBox = await merge.boundingBox();
  expect((mergeBox?.x ?? Number.POSITIVE_INFINITY) + (mergeBox?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('makes-phone-table.png'), fullPage: false });
  await expectNoSeriousA11yViolations(page);
});
