import type { ListingDetail } from '../src/domain/listings/listing-api-types';
import { signInAsAdmin } from './admin-session';
import { expect, test } from './fixtures';

type OutboxMail = { recipient: string; subject: string; body: string; replyTo: string | null };

test.describe('enquiry for one offer (issue 29)', () => {
  test('a visitor asks the seller about the chosen offer; the seller is mailed exactly that offer; the admin marks it answered', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const { items } = (await (await page.request.get('/api/listings?limit=5')).json()) as {
      items: { id: string; seller_name: string | null }[];
    };
    const listingId = items.find((item) => item.seller_name)?.id ?? '';
    const detail = (await (await page.request.get(`/api/listings/${listingId}`)).json()) as ListingDetail;
    // A configuration other than the one the page shows first: the visitor chose it.
    const chosen =
      detail.all_lease_pricing.find(
        (offer) =>
          offer.mileage_per_year !== detail.mileage_per_year || offer.period_months !== detail.period_months,
      ) ?? detail.all_lease_pricing[0];
    if (!chosen) throw new Error('The listing has no offers');
    await page.goto(
      `/listing/${listingId}?km=${chosen.mileage_per_year}&mdr=${chosen.period_months}&udb=${chosen.first_payment}`,
    );

    await page.getByRole('button', { name: `Få et tilbud fra ${detail.seller_name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Få et tilbud fra ${detail.seller_name}` });
    const offer = dialog.getByRole('region', { name: 'Det valgte tilbud' });
    const kmText = `${chosen.mileage_per_year.toLocaleString('da-DK')} km/år`;
    await expect(offer).toContainText(kmText);
    await expect(offer).toContainText(`${chosen.period_months} mdr.`);
    const monthly = ((await offer.locator('.numeric span').first().textContent()) ?? '').trim();

    // Sent empty: every required field says what it needs, in Danish.
    await dialog.getByRole('button', { name: 'Send henvendelse' }).click();
    await expect(dialog.getByText('Skriv dit navn')).toBeVisible();
    await expect(dialog.getByText('Skriv din e-mailadresse')).toBeVisible();
    await expect(
      dialog.getByText('Du skal acceptere, at dine oplysninger sendes til forhandleren'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Navn')).toBeFocused();

    const email = `mette.${testInfo.project.name}.${Date.now()}@example.dk`;
    await dialog.getByLabel('Navn').fill('Mette Jensen');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('Telefon').fill('20 30 40 50');
    await dialog
      .getByLabel('Hvornår må forhandleren kontakte dig?')
      .selectOption({ label: 'Aften (kl. 17–20)' });
    await dialog.getByLabel('Besked (valgfri)').fill('Kan bilen leveres i marts?');
    await expect(dialog.getByText(`Når du sender, får ${detail.seller_name} dit navn`)).toBeVisible();
    await dialog.getByRole('checkbox', { name: /Jeg accepterer/ }).check();
    // A person spends seconds on the form; the spam guard refuses anything faster than 3 s.
    await page.waitForTimeout(3_000);
    await dialog.getByRole('button', { name: 'Send henvendelse' }).click();

    await expect(page).toHaveURL(/\/henvendelse-sendt\?listing=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tak for din henvendelse' })).toBeVisible();
    await expect(page.getByText(`sender den til ${detail.seller_name}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tilbuddet du spurgte om' })).toContainText(kmText);

    const { mails } = (await (
      await page.request.get(`/api/test-outbox?address=${encodeURIComponent(email)}`)
    ).json()) as { mails: OutboxMail[] };
    const sellerMail = mails.find((mail) => mail.replyTo === email);
    const copy = mails.find((mail) => mail.recipient === email);
    expect(sellerMail?.subject).toContain('Ny henvendelse via Leasingmatch');
    for (const line of [
      `Kilometer pr. år: ${kmText}`,
      `Løbetid: ${chosen.period_months} mdr.`,
      `Månedlig ydelse: ${monthly}`,
      'Navn: Mette Jensen',
      'Telefon: +45 20 30 40 50',
      'Ønsker at blive kontaktet: Aften (kl. 17–20)',
      'Besked: Kan bilen leveres i marts?',
    ]) {
      expect(sellerMail?.body).toContain(line);
    }
    expect(copy?.subject).toContain(`Din henvendelse til ${detail.seller_name}`);
    expect(copy?.body).toContain(`Månedlig ydelse: ${monthly}`);

    await page.getByRole('link', { name: 'Tilbage til bilen' }).click();
    await expect(page).toHaveURL(new RegExp(`/listing/${listingId}`));

    // The admin finds it in the leads inbox by the visitor's e-mail, sees the offer and marks it answered.
    await signInAsAdmin(page);
    await page.goto('/admin/henvendelser');
    await expect(page.getByRole('heading', { level: 1, name: 'Henvendelser' })).toBeVisible();
    await page.getByLabel('Søg i henvendelser').fill(email);
    await expect(page).toHaveURL(/search=/);
    // The other project's run sent one as Mette Jensen too: wait for the search's answer, not the URL alone.
    await expect(page.getByRole('link', { name: 'Mette Jensen' })).toHaveCount(1);
    await page.getByRole('link', { name: 'Mette Jensen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Henvendelse fra Mette Jensen' })).toBeVisible();
    const sent = page.getByRole('region', { name: 'Tilbuddet, som det blev sendt' });
    await expect(sent).toContainText(kmText);
    await expect(sent).toContainText(`${chosen.period_months} mdr.`);
    await expect(sent).toContainText(monthly);
    await expect(page.getByText(email).first()).toBeVisible();
    await page.getByLabel('Skift status').selectOption({ label: 'Besvaret' });
    await expect(page.getByText('Status er nu besvaret')).toBeVisible();
    await page.goto(`/admin/henvendelser?status=answered&search=${encodeURIComponent(email)}`);
    await expect(page.getByRole('link', { name: 'Mette Jensen' })).toBeVisible();

    // The seller's statistics count it: the listing's row has its enquiries (answered is not spam).
    await page.goto(`/admin/sellers/edit/${detail.seller_id}`);
    const carTitle = [detail.make, detail.model, detail.variant].filter(Boolean).join(' ');
    const row = page
      .getByRole('table', { name: 'Visninger, detaljevisninger, klik og henvendelser pr. annonce' })
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: carTitle, exact: true }) });
    const enquiriesCell = row.getByRole('cell').nth(4);
    await expect(enquiriesCell).toHaveText(/^[1-9]\d*$/);
    expect(consoleErrors).toEqual([]);
  });
});
