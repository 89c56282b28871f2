import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures';
import {
  type Detail,
  detail,
  listingIds,
  listingWithSellerUrl,
  listingWithSwitch,
  type Offer,
} from './listing-detail-api';

const danish = (value: number) => new Intl.NumberFormat('da-DK').format(value);
const monthly = (value: number) => `${danish(value)} kr./md.`;
const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Where the calculator is: the sticky card on a desktop, the "Tilpas pris" sheet on a phone. */
async function openCalculator(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isPhone(testInfo)) return page.getByRole('region', { name: 'Beregn din pris' });
  await page
    .getByRole('region', { name: 'Pris og tilbud' })
    .getByRole('button', { name: /tilpas pris/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Tilpas pris' });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('/listing/{id}', () => {
  test('the calculator changes the price and the URL to the API answer for that choice', async ({
    page,
  }, testInfo) => {
    const { listing, dimension, target } = await listingWithSwitch(page.request);
    await page.goto(`/listing/${listing.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${listing.make} ${listing.model}`);
    const calculator = await openCalculator(page, testInfo);
    await expect(calculator.getByText(monthly(listing.monthly_price), { exact: true }).first()).toBeVisible();
    await expect(calculator.getByText(`${danish(listing.total_cost)} kr.`, { exact: true })).toBeVisible();

    const select = calculator.getByLabel(dimension.label);
    const delta = target.monthly_price - listing.monthly_price;
    const option = select.locator(`option[value="${target[dimension.field]}"]`);
    const sign = delta > 0 ? '+' : '−';
    await expect(option).toContainText(delta === 0 ? 'samme pris' : `${sign}${monthly(Math.abs(delta))}`);
    await select.selectOption(String(target[dimension.field]));

    const chosen = { ...listing, [dimension.field]: target[dimension.field] };
    const query = `selectedMileage=${chosen.mileage_per_year}&selectedTerm=${chosen.period_months}&selectedDeposit=${chosen.first_payment}`;
    await expect(page).toHaveURL(new RegExp(`/listing/${listing.id}\\?${query}$`));
    const answer = await detail(page.request, listing.id, query);
    await expect(calculator.getByText(monthly(answer.monthly_price), { exact: true }).first()).toBeVisible();
    await expect(calculator.getByText(`${danish(answer.total_cost)} kr.`, { exact: true })).toBeVisible();
    await expect(select).toHaveValue(String(target[dimension.field]));

    // The shortcut (desktop card and phone sheet alike) picks the lowest full price at this km/år and term.
    const cheapest = Math.min(
      ...answer.all_lease_pricing
        .filter(
          (offer) =>
            offer.mileage_per_year === answer.mileage_per_year &&
            offer.period_months === answer.period_months,
        )
        .map((offer) => offer.first_payment + offer.period_months * offer.monthly_price),
    );
    await calculator.getByRole('button', { name: 'Billigste' }).click();
    await expect(calculator.getByRole('button', { name: 'Billigste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(calculator.getByText(`${danish(cheapest)} kr.`, { exact: true })).toBeVisible();
    if (isPhone(testInfo)) {
      await calculator.getByRole('button', { name: 'Vis tilbud' }).click();
      await expect(calculator).toBeHidden();
    }

    // Replace, not push: back leaves the listing instead of stepping through configurations.
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(`/listing/${listing.id}`));
  });

  test('a legacy km/mdr/udb link selects that offer', async ({ page }, testInfo) => {
    const [id] = await listingIds(page.request);
    const listing = await detail(page.request, id as string);
    const offer = listing.all_lease_pricing.at(-1) as Offer;
    const query = `km=${offer.mileage_per_year}&mdr=${offer.period_months}&udb=${offer.first_payment}`;
    const answer = await detail(page.request, listing.id, query);

    await page.goto(`/listing/${listing.id}?${query}`);
    const calculator = await openCalculator(page, testInfo);
    await expect(calculator.getByText(monthly(answer.monthly_price), { exact: true }).first()).toBeVisible();
    await expect(calculator.getByLabel('Årligt km-forbrug')).toHaveValue(String(answer.mileage_per_year));
    await expect(calculator.getByLabel('Leasingperiode')).toHaveValue(String(answer.period_months));
    await expect(calculator.getByLabel('Udbetaling')).toHaveValue(String(answer.first_payment));
    await expect(page.getByText(/justeret til|ikke tilgængelig – vist nærmeste/)).toHaveCount(0);
  });

  test('values the URL could not have are clamped and say so', async ({ page }) => {
    const [id] = await listingIds(page.request);
    const answer = await detail(page.request, id as string, 'selectedMileage=99999&selectedTerm=13');

    await page.goto(`/listing/${id}?selectedMileage=99999&selectedTerm=13`);
    await expect(
      page.getByText(`Kilometer justeret til ${danish(answer.mileage_per_year)} km/år`),
    ).toBeVisible();
    await expect(page.getByText('Valgt periode ikke tilgængelig – vist nærmeste')).toBeVisible();
    await expect(page.getByText(/^Udbetaling justeret/)).toHaveCount(0);
    // The address now names the offer on screen (a shared link shows the same), and the notices stay.
    await expect(page).toHaveURL(
      new RegExp(
        `/listing/${id}\\?selectedMileage=${answer.mileage_per_year}&selectedTerm=${answer.period_months}&selectedDeposit=${answer.first_payment}$`,
      ),
    );
    await expect(page.getByText('Valgt periode ikke tilgængelig – vist nærmeste')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the LeaseScore explanation opens and closes by keyboard', async ({ page }, testInfo) => {
    const [id] = await listingIds(page.request);
    const listing = await detail(page.request, id as string);
    await page.goto(`/listing/${id}`);

    const info = page.getByRole('button', { name: 'Om LeaseScore' });
    await info.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Om LeaseScore' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('45 %');
    await expect(dialog).toContainText('70 %');
    if (listing.lease_score_breakdown) {
      await expect(dialog).toContainText(`${listing.lease_score_breakdown.monthlyRateScore} / 100`);
    }
    // A bottom sheet on a phone, a centred dialog on a desktop.
    const box = await dialog.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      const bottomGap = viewport.height - (box.y + box.height);
      if (isPhone(testInfo)) expect(bottomGap).toBeLessThan(2);
      else expect(bottomGap).toBeGreaterThan(16);
    }
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(info).toBeFocused();
  });

  test('a visitor reads the running cost per month, and it follows the km/år chosen', async ({
    page,
  }, testInfo) => {
    // A fuel car with offers at two km/år (the demo catalogue states consumption and ejerafgift).
    const search = await page.request.get('/api/listings?fuel_type=petrol&limit=50');
    const { items } = (await search.json()) as { items: { id: string }[] };
    let listing: Detail | undefined;
    for (const item of items) {
      const candidate = await detail(page.request, item.id);
      if (new Set(candidate.all_lease_pricing.map((o) => o.mileage_per_year)).size > 1) {
        listing = candidate;
        break;
      }
    }
    if (!listing) throw new Error('No petrol car with two km/år in the demo catalogue');
    await page.goto(`/listing/${listing.id}`);
    const section = page.getByRole('region', { name: 'Samlet månedlig biludgift' });
    const total = section.locator('dt:text-is("I alt pr. md.") + dd');
    await expect(total).toHaveText(monthly(listing.running_cost.total));
    await expect(section).toContainText(`${danish(listing.mileage_per_year)} km/år: ejerafgift og brændstof`);
    await section.getByText('Sådan er det beregnet').click();
    await expect(section.getByText(/^Benzin: .*\skr\.\/l = /)).toContainText(
      `${danish(listing.mileage_per_year)} km/år ÷ 12 ×`,
    );

    const other = listing.all_lease_pricing.find(
      (o) => o.mileage_per_year !== listing.mileage_per_year,
    ) as Offer;
    const calculator = await openCalculator(page, testInfo);
    await calculator.getByLabel('Årligt km-forbrug').selectOption(String(other.mileage_per_year));
    await expect(page).toHaveURL(new RegExp(`selectedMileage=${other.mileage_per_year}`));
    if (isPhone(testInfo)) await calculator.getByRole('button', { name: /Vis tilbud/ }).click();
    const answer = await detail(page.request, listing.id, new URL(page.url()).search.slice(1));
    await expect(section).toContainText(`${danish(other.mileage_per_year)} km/år: ejerafgift og brændstof`);
    await expect(total).toHaveText(monthly(answer.running_cost.total));
    await expect(section.getByText(/^Benzin: .*\skr\.\/l = /)).toContainText(
      `${danish(other.mileage_per_year)} km/år ÷ 12 ×`,
    );
  });

  test('a visitor reads what the chosen offer can end up costing, and it follows the km/år chosen', async ({
    page,
  }, testInfo) => {
    // A car whose seller states a price per extra km (demo: Nordisk Bilhus and four others) at two km/år.
    let listing: Detail | undefined;
    for (const id of await listingIds(page.request)) {
      const candidate = await detail(page.request, id);
      const mileages = new Set(candidate.all_lease_pricing.map((o) => o.mileage_per_year));
      if (candidate.risk.extra_km_price !== null && mileages.size > 1) {
        listing = candidate;
        break;
      }
    }
    if (!listing) throw new Error('No car with a stated price per extra km in the demo catalogue');
    await page.goto(`/listing/${listing.id}`);
    const panel = page.getByRole('region', { name: 'Hvad kan det ende med at koste?' });
    const value = (label: string) => panel.locator(`dt:text-is("${label}") + dd`);
    const perKm = `${(listing.risk.extra_km_price ?? 0).toFixed(2).replace('.', ',')} kr./km`;
    await expect(value('Pris pr. ekstra km')).toHaveText(perKm);
    await expect(panel).toContainText(
      `Sælgers pris for hver km ud over ${danish(listing.mileage_per_year)} km/år.`,
    );
    await expect(value('Gebyr ved tilbagelevering')).toHaveText('Ikke oplyst');
    await expect(value('Aflever bilen, når bindingsperioden slutter')).toHaveText('Ikke oplyst');
    const more = listing.risk.more_km;
    await expect(value('Kør 5.000 km/år mere end valgt')).toHaveText(
      more.amount === undefined ? 'Ikke oplyst' : `${more.amount > 0 ? '+' : ''}${danish(more.amount)} kr.`,
    );

    // The price block says the minimum price is not stated, and why.
    const calculator = await openCalculator(page, testInfo);
    const minimum = calculator.locator('dt:text-is("Mindstepris i bindingsperioden") + dd');
    await expect(minimum).toHaveText('Ikke oplyst');
    await expect(calculator).toContainText('Sælger oplyser ikke bindingsperioden.');

    const other = listing.all_lease_pricing.find(
      (o) => o.mileage_per_year !== listing.mileage_per_year,
    ) as Offer;
    await calculator.getByLabel('Årligt km-forbrug').selectOption(String(other.mileage_per_year));
    await expect(page).toHaveURL(new RegExp(`selectedMileage=${other.mileage_per_year}`));
    if (isPhone(testInfo)) await calculator.getByRole('button', { name: /Vis tilbud/ }).click();
    await expect(panel).toContainText(
      `Sælgers pris for hver km ud over ${danish(other.mileage_per_year)} km/år.`,
    );
  });

  test('"Gå til tilbud" names the seller and continues to the seller in a new tab', async ({ page }) => {
    const listing = await listingWithSellerUrl(page.request);
    const url = listing.external_url as string;
    await page.goto(`/listing/${listing.id}`);

    await page.getByRole('button', { name: 'Gå til tilbud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Du forlader Leasingmatch' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${listing.make} ${listing.model}`);
    await expect(dialog).toContainText(`Forhandler: ${listing.seller_name as string}`);
    if (listing.seller_location) await expect(dialog).toContainText(listing.seller_location);

    const proceed = dialog.getByRole('link', { name: /Fortsæt til forhandler/ });
    await expect(proceed).toHaveAttribute('href', url);
    await expect(proceed).toHaveAttribute('target', '_blank');
    await expect(proceed).toHaveAttribute('rel', /noopener/);
    await expect(proceed).toHaveAttribute('rel', /noreferrer/);

    await dialog.getByRole('button', { name: 'Annuller' }).click();
    await expect(dialog).toBeHidden();
  });

  test('similar cars link to other listings', async ({ page }, testInfo) => {
    const [id] = await listingIds(page.request);
    // The page prices similar cars at the shown offer's km, term and deposit.
    const shown = await detail(page.request, id as string);
    const similarResponse = await page.request.get(
      `/api/listings/${id}/similar?km=${shown.mileage_per_year}&mdr=${shown.period_months}&udb=${shown.first_payment}`,
    );
    type Similar = { id: string; make: string; model: string; display_monthly_price: number };
    const { items } = (await similarResponse.json()) as { items: Similar[] };
    expect(items.length).toBeGreaterThan(0);
    await page.goto(`/listing/${id}`);

    const section = page.getByRole('region', { name: 'Lignende annoncer' });
    await expect(section.getByRole('article')).toHaveCount(Math.min(items.length, 6));
    const first = items[0] as Similar;
    await expect(section.getByRole('article').first()).toContainText(monthly(first.display_monthly_price));
    const link = section.getByRole('link', { name: new RegExp(`${first.make} ${first.model}`) }).first();
    await expect(link).toHaveAttribute('href', new RegExp(`^/listing/${first.id}`));
    expect(first.id).not.toBe(id);

    await page.screenshot({
      path: `.tmp/screenshots/listing-detail-${testInfo.project.name}.png`,
      fullPage: true,
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/listing/${first.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${first.make} ${first.model}`);
    await expect(page.getByText(`Annonce-ID: ${first.id}`)).toBeVisible();
  });

  test('an unknown listing shows the listing error screen with its id', async ({ page, consoleErrors }) => {
    const id = '00000000-0000-4000-8000-000000000000';
    const apiRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/listings/${id}`)) apiRequests.push(request.url());
    });
    await page.goto(`/listing/${id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annonce kunne ikke indlæses');
    await expect(page).toHaveTitle('Annoncen blev ikke fundet | Leasingmatch');
    // The server's 404 is the answer: the browser does not ask the API again.
    expect(apiRequests).toEqual([]);
    await expect(page.getByText(id)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Se alle annoncer' })).toHaveAttribute('href', '/listings');
    await expect(page.getByRole('button', { name: 'Gå tilbage' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The browser logs the expected 404 answers (the page and the API); nothing else may fail.
    const unexpected = consoleErrors.filter((message) => !/status of 404/.test(message));
    consoleErrors.length = 0;
    expect(unexpected).toEqual([]);
  });
});
