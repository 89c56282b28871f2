import type { Page } from '@playwright/test';
import { calculateLeaseScore } from '../src/domain/lease-score/calculate-lease-score';
import { leaseScoreBand } from '../src/domain/lease-score/lease-score-bands';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';

type StaticPage = {
  path: string;
  title: string;
  h1: string;
  texts: readonly string[];
};

const PAGES: readonly StaticPage[] = [
  {
    path: '/om-os',
    title: 'Om os | Leasingmatch',
    h1: 'Om os',
    texts: [
      'Hvem vi er',
      'Sådan fungerer Leasingmatch',
      'Sådan tjener vi penge',
      'LeaseScore er ikke til salg.',
    ],
  },
  {
    path: '/saadan-tjener-vi-penge',
    title: 'Sådan tjener vi penge | Leasingmatch',
    h1: 'Sådan tjener vi penge',
    texts: [
      'Du betaler ingenting',
      'Forhandlerne betaler',
      'Rækkefølgen kan ikke købes',
      'LeaseScore kan ikke købes',
      'Det sker der med din henvendelse',
    ],
  },
  {
    path: '/hvorfor-privatleasing',
    title: 'Hvorfor vælge privatleasing? | Leasingmatch',
    h1: 'Hvorfor vælge privatleasing?',
    texts: [
      'Hvad er privatleasing?',
      'Kilometergrænse og merkørsel',
      'Et regneeksempel',
      'Sådan virker LeaseScore',
    ],
  },
  {
    path: '/cookie-og-privatlivspolitik',
    title: 'Cookie- og privatlivspolitik | Leasingmatch',
    h1: 'Cookie- og privatlivspolitik',
    texts: ['Hvem er dataansvarlig?', 'Statistik hos Mixpanel – kun med dit samtykke', 'Dine rettigheder'],
  },
  {
    path: '/advertising',
    title: 'Annoncering | Leasingmatch',
    h1: 'Annoncér på Leasingmatch',
    texts: ['Derfor skal I annoncere hos os', 'Pakker', 'Kontakt os'],
  },
  {
    path: '/background-removal-poc',
    title: 'Fjernelse af baggrund (prototype) | Leasingmatch',
    h1: 'Fjernelse af baggrund på bilbilleder',
    texts: ['Prøv med dit eget billede', 'Sådan virker det'],
  },
  {
    path: '/login',
    title: 'Log ind som administrator | Leasingmatch',
    h1: 'Log ind som administrator',
    texts: [
      'Log ind for at få adgang til administratorpanelet',
      'Kun administratorer har adgang til dette område',
    ],
  },
];

async function expectOneH1(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

test.describe('static pages', () => {
  for (const staticPage of PAGES) {
    test(`${staticPage.path}: heading, key texts, title and accessibility`, async ({ page }) => {
      await page.goto(staticPage.path);
      await expectOneH1(page, staticPage.h1);
      await expect(page).toHaveTitle(staticPage.title);
      const main = page.getByRole('main');
      for (const text of staticPage.texts)
        await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
      // Every page but the login has a heading below the h1 and a way on into the site.
      if (staticPage.path !== '/login') {
        await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
        await expect(main.getByRole('link').first()).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the footer links reach the four information pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const [name, path, h1] of [
      ['Om os', '/om-os', 'Om os'],
      ['Hvorfor privatleasing', '/hvorfor-privatleasing', 'Hvorfor vælge privatleasing?'],
      ['Cookie- og privatlivspolitik', '/cookie-og-privatlivspolitik', 'Cookie- og privatlivspolitik'],
      ['Sådan tjener vi penge', '/saadan-tjener-vi-penge', 'Sådan tjener vi penge'],
    ] as const) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(path);
      await expectOneH1(page, h1);
    }
  });

  test('the guide’s worked example shows the total cost and the score the domain computes', async ({
    page,
  }) => {
    await page.goto('/hvorfor-privatleasing');
    const example = page.getByRole('main').locator('#regneeksempel');
    await expect(example).toContainText('35.000 kr. + 36 × 3.495 kr. = 160.820 kr.');

    const score = calculateLeaseScore({
      retailPrice: 350_000,
      monthlyPrice: 3_495,
      mileagePerYear: 15_000,
      firstPayment: 35_000,
      contractMonths: 36,
    });
    await expect(example).toContainText('350.000 kr.');
    const total = example.getByRole('row', { name: /LeaseScore \(vægtet og afrundet\)/ });
    await expect(total.getByRole('cell')).toHaveText(String(score.totalScore));
    await expect(example).toContainText(leaseScoreBand(score.totalScore).label);
    await expect(
      example
        .getByRole('row', { name: /^Kilometer/ })
        .getByRole('cell')
        .last(),
    ).toHaveText(String(score.mileageScore));

    // The table of contents jumps to the example.
    await page
      .getByRole('navigation', { name: 'Indhold' })
      .getByRole('link', { name: 'Et regneeksempel' })
      .click();
    await expect(page).toHaveURL(/#regneeksempel$/);
    await expect(example).toBeInViewport();
  });

  test('about links on to advertising and the guide', async ({ page }) => {
    await page.goto('/om-os');
    await page.getByRole('link', { name: 'Læs om annoncering' }).click();
    await expect(page).toHaveURL('/advertising');
    await expectOneH1(page, 'Annoncér på Leasingmatch');
    await page.goBack();
    await page.getByRole('link', { name: 'Læs guiden til privatleasing' }).click();
    await expectOneH1(page, 'Hvorfor vælge privatleasing?');
    await expect(page.getByRole('link', { name: 'Se alle tilbud' })).toHaveAttribute('href', '/listings');
  });

  test('advertising: choosing a package fills in the e-mail to us', async ({ page }) => {
    await page.goto('/advertising');
    for (const name of ['Basis', 'Professionel', 'Koncern']) {
      await expect(page.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();
    }
    await expect(page.getByText('5.000 kr.', { exact: true })).toBeVisible();
    await expect(page.getByText('Kontakt os', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Vælg Professionel' }).click();
    await expect(page.getByLabel('Pakke', { exact: true })).toHaveValue('Professionel');
    await expect(page.getByRole('heading', { name: 'Kontakt os', level: 2 })).toBeFocused();
    await page.getByLabel('Firma').fill('Bilhuset A/S');

    const href = await page.getByRole('link', { name: 'Skriv e-mail til os' }).getAttribute('href');
    const mail = new URL(href ?? '');
    expect(mail.protocol).toBe('mailto:');
    // The address the page names (Indstillinger › Websted; another test may have changed it).
    const shownAddress = await page.getByRole('link', { name: /^[^\s@]+@[^\s@]+$/ }).textContent();
    expect(mail.pathname).toBe(shownAddress?.trim());
    expect(mail.pathname).toMatch(/^kontakt@(e2e-)?leasingmatch\.dk$/);
    expect(mail.searchParams.get('subject')).toBe('Annoncering på Leasingmatch – Professionel');
    expect(mail.searchParams.get('body')).toContain('Firma: Bilhuset A/S');
  });
});
